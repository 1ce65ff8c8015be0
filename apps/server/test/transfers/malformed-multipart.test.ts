import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededConsole } from '../admin/seeded-console.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type CsrfPair, csrf } from '../helpers/csrf.ts';
import { realPng as png } from '../helpers/proof-files.ts';
import { multipartBody, multipartContentType, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let pair: CsrfPair;
let operator: string;
let sender: string;
let reference: string;

beforeAll(async () => {
  ({ testApp, token: operator } = await seededConsole('operator'));
  const client = transfersClient(testApp);
  const placedBy = await client.orders.newSender();
  sender = placedBy.token;
  reference = await client.zelleOrder(placedBy);
  pair = await csrf(testApp.app);
});
afterAll(() => testApp.close());

const form = multipartBody(png, 'proof.png', 'image/png');

const malformed: [string, string, Buffer][] = [
  ['no boundary', 'multipart/form-data', form],
  ['a truncated body', multipartContentType, form.subarray(0, 80)],
  ['an empty body', multipartContentType, Buffer.alloc(0)],
  ['a body with another boundary', 'multipart/form-data; boundary=other', form],
  ['a body that is no form', multipartContentType, Buffer.from('not a form at all')],
  [
    'a part without Content-Disposition',
    multipartContentType,
    Buffer.from(
      '--giro-test-boundary\r\nContent-Type: image/png\r\n\r\nxx\r\n--giro-test-boundary--\r\n',
    ),
  ],
];

const uploads = () => [
  { url: `/api/orders/${reference}/proof`, token: sender },
  { url: `/api/admin/orders/${reference}/delivery-proof`, token: operator },
];

function post(url: string, token: string, contentType: string, payload: Buffer | string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    cookies: pair.cookies,
    headers: { ...pair.headers, authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
}

describe('a proof upload that is not a well-formed form', () => {
  it.each(malformed)('answers 400 with a message for %s', async (_case, contentType, payload) => {
    for (const { url, token } of uploads()) {
      const response = await post(url, token, contentType, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        code: 'malformed_multipart',
        message:
          'El archivo no llegó completo o el formulario está mal formado. Vuelva a enviarlo.',
      });
    }
  });

  it('answers 415 naming the form it expects for a JSON body', async () => {
    for (const { url, token } of uploads()) {
      const response = await post(url, token, 'application/json', '{"file":"x"}');
      expect(response.statusCode, url).toBe(415);
      expect(response.json()).toMatchObject({ code: 'multipart_required' });
    }
  });
});
