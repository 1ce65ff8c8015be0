import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactClient, contactMessage } from './contact/contact-client.ts';
import { type AccountsClient, accountsClient } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { csrf } from './helpers/csrf.ts';

let testApp: TestApp;
let accounts: AccountsClient;
let token: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  accounts = accountsClient(testApp);
  token = await accounts.signedInUser('hostile.input@example.com');
});
afterAll(() => testApp.close());

interface ErrorBody {
  code: string;
  message: string;
  errors?: { path: string; message: string }[];
}

const asSender = () => ({ authorization: `Bearer ${token}` });

describe('hostile input answers 4xx with a readable message, never 5xx', () => {
  it('refuses a NUL character in a body field, naming the field in the sender language', async () => {
    const send = contactClient(testApp.app);
    const response = await send(contactMessage({ name: 'Ana\u0000María' }), { language: 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: 'validation',
      errors: [{ path: 'name', message: 'The text contains a character that is not allowed' }],
    });
  });

  it('refuses a NUL character nested in a sign-up body and keeps nothing', async () => {
    const response = await accounts.signUp('nul.name@example.com', { fullname: 'Ana\u0000' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual([
      { path: 'fullname', message: 'El texto contiene un carácter no permitido' },
    ]);
    const again = await accounts.signUp('nul.name@example.com');
    expect(again.statusCode).toBe(200);
  });

  it('refuses a NUL character in a query string', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/get_wallet_address?currency=US%00DT',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[0]?.path).toBe('currency');
  });

  it('refuses a NUL character in an order reference in the path', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/orders/GR-%00ABC',
      headers: asSender(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[0]?.path).toBe('reference');
  });

  it('answers an id past PostgreSQL integers with 422, not a database error', async () => {
    const pair = await csrf(testApp.app);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/receivers/2147483648',
      headers: { ...asSender(), ...pair.headers },
      cookies: pair.cookies,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().code).toBe('validation');
  });

  it('answers a page number past any offset PostgreSQL takes with 422', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/orders?page=99999999999999999999',
      headers: asSender(),
    });
    expect(response.statusCode).toBe(422);
  });

  it('keeps tabs and line breaks, which a message may hold', async () => {
    const send = contactClient(testApp.app);
    const response = await send(contactMessage({ message: 'Hola,\n\tgracias.\r\nAna' }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses half a surrogate pair, which PostgreSQL refuses in jsonb (the mail job)', async () => {
    const pair = await csrf(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { ...pair.headers, 'content-type': 'application/json' },
      cookies: pair.cookies,
      payload: JSON.stringify(contactMessage()).replace('"Ana María Pérez"', '"Ana \\ud800"'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual([
      { path: 'name', message: 'El texto contiene un carácter no permitido' },
    ]);
  });

  it('answers a body nested 20,000 arrays deep with 422, not a stack overflow', async () => {
    const pair = await csrf(testApp.app);
    const deep = `${'['.repeat(20_000)}"Ana"${']'.repeat(20_000)}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { ...pair.headers, 'content-type': 'application/json' },
      cookies: pair.cookies,
      payload: JSON.stringify(contactMessage()).replace('"Ana María Pérez"', deep),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[0]?.path).toBe('name');
  });

  it('answers a control character on routes added before the others with the error body', async () => {
    for (const url of ['/api/csrf?x=%00', '/healthz?x=%00', '/metrics?x=%00']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json<ErrorBody>(), url).toEqual({
        code: 'validation',
        message: expect.stringMatching(/\S/),
        errors: [{ path: 'x', message: 'El texto contiene un carácter no permitido' }],
      });
    }
  });

  it('answers a path that is not percent-encoded UTF-8 with 400, an overlong id with 404', async () => {
    const broken = await testApp.app.inject({
      method: 'GET',
      url: '/api/orders/%E0%A4%A',
      headers: asSender(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorBody>()).toMatchObject({ code: 'bad_request' });
    const overlong = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${'x'.repeat(300)}`,
      headers: asSender(),
    });
    expect(overlong.statusCode).toBe(404);
    expect(overlong.json<ErrorBody>()).toMatchObject({ code: 'not_found' });
  });
});
