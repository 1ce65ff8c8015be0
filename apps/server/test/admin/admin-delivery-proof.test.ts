import type { TransferDetail } from '@giro/shared';
import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type CsrfPair, csrf } from '../helpers/csrf.ts';
import { plainPdf, realPng as png } from '../helpers/proof-files.ts';
import type { Sender } from '../orders/orders-client.ts';
import {
  multipartBody,
  multipartContentType,
  type TransfersClient,
  transfersClient,
} from '../transfers/transfers-client.ts';
import { type AdminCall, signedInAs } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let client: TransfersClient;
let call: AdminCall;
let pair: CsrfPair;
let operator: string;
let sender: Sender;

beforeAll(async () => {
  ({ testApp, call, token: operator } = await seededConsole('operator'));
  client = transfersClient(testApp);
  pair = await csrf(testApp.app);
  sender = await client.orders.newSender();
});
afterAll(() => testApp.close());

const upload = (reference: string, token: string, file = png, fileName = 'entrega.png') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${reference}/delivery-proof`,
    cookies: pair.cookies,
    headers: {
      ...pair.headers,
      authorization: `Bearer ${token}`,
      'content-type': multipartContentType,
    },
    payload: multipartBody(file, fileName, 'image/png'),
  });

/** A Zelle order of the sender, confirmed and moved by the operator to `processing`. */
async function processingOrder(): Promise<string> {
  const reference = await client.zelleOrder(sender, '150');
  await client.orders.confirmFiat(sender, {
    account: 'maria@banco.example',
    order: 'ZL150CONF',
    reference,
    fiat_method: 'zelle',
  });
  for (const action of ['mark_paid', 'processing']) {
    const payload = { action, note: 'Comprobado' };
    const response = await call('POST', `/api/admin/orders/${reference}/actions`, {
      token: operator,
      payload,
    });
    expect(response.statusCode).toBe(200);
  }
  return reference;
}

describe('the delivery photo', () => {
  it('is uploaded by staff, audited, and served to staff and to the order’s sender', async () => {
    const reference = await processingOrder();
    expect((await upload(reference, operator)).statusCode).toBe(204);

    const detail = await call('GET', `/api/admin/orders/${reference}`, { token: operator });
    expect(detail.json<AdminOrderDetail>().delivery_proof).toBe(true);
    const staffFile = await call('GET', `/api/admin/orders/${reference}/delivery-proof`, {
      token: operator,
    });
    expect(staffFile.headers['content-type']).toBe('image/png');
    expect(staffFile.rawPayload.equals(png)).toBe(true);

    const own = await client.get(sender, `/api/orders/${reference}`);
    expect(own.json<TransferDetail>().delivery_proof).toBe(true);
    const ownFile = await client.get(sender, `/api/orders/${reference}/delivery-proof`);
    expect(ownFile.statusCode).toBe(200);
    expect(ownFile.rawPayload.equals(png)).toBe(true);

    const admin = await signedInAs(testApp, 'admin');
    const [entry] = await auditEntries(call, admin, 'order', reference);
    expect(entry).toMatchObject({
      action: 'delivery_proof',
      after: { media_type: 'image/png', size: png.length },
    });
  });

  it('is absent until uploaded', async () => {
    const reference = await client.zelleOrder(sender, '151');
    const own = await client.get(sender, `/api/orders/${reference}`);
    expect(own.json<TransferDetail>().delivery_proof).toBe(false);
    expect((await client.get(sender, `/api/orders/${reference}/delivery-proof`)).statusCode).toBe(
      404,
    );
  });

  it('answers 415 to a text file named .png', async () => {
    const reference = await processingOrder();
    const response = await upload(reference, operator, Buffer.from('not an image'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'delivery_proof_type' });
  });

  it('answers 415 to a PDF: a delivery photo is an image', async () => {
    const reference = await processingOrder();
    const response = await upload(reference, operator, plainPdf, 'entrega.pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'delivery_proof_type' });
  });

  it('answers 409 while the order is not yet being delivered', async () => {
    const reference = await client.zelleOrder(sender, '152');
    expect((await upload(reference, operator)).statusCode).toBe(409);
  });

  it('answers 403 to a sender on the console route', async () => {
    const reference = await processingOrder();
    expect((await upload(reference, sender.token)).statusCode).toBe(403);
  });

  it('answers 404 to another sender on the owner route', async () => {
    const reference = await processingOrder();
    expect((await upload(reference, operator)).statusCode).toBe(204);
    const stranger = await client.orders.newSender();
    const response = await client.get(stranger, `/api/orders/${reference}/delivery-proof`);
    expect(response.statusCode).toBe(404);
  });
});
