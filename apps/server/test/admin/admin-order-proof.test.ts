import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { plainPdf as pdf } from '../helpers/proof-files.ts';
import { type TransfersClient, transfersClient } from '../transfers/transfers-client.ts';
import type { AdminCall } from './admin-client.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let client: TransfersClient;
let call: AdminCall;
let token: string;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
  client = transfersClient(testApp);
});
afterAll(() => testApp.close());

describe('GET /api/admin/orders/:reference/proof', () => {
  it("lists the sender's proof in the order's detail and serves the file to staff", async () => {
    const sender = await client.orders.newSender();
    const reference = await client.zelleOrder(sender, '160');
    const before = await call('GET', `/api/admin/orders/${reference}`, { token });
    expect(before.json<AdminOrderDetail>().proof).toBeNull();
    expect((await call('GET', `/api/admin/orders/${reference}/proof`, { token })).statusCode).toBe(
      404,
    );

    await client.uploadProof(sender, reference, pdf, 'zelle.pdf', 'application/pdf');
    const detail = (await call('GET', `/api/admin/orders/${reference}`, { token })).json();
    expect(detail).toMatchObject({ proof: { media_type: 'application/pdf', size: pdf.length } });
    const file = await call('GET', `/api/admin/orders/${reference}/proof`, { token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 401 without a staff session', async () => {
    const response = await call('GET', '/api/admin/orders/GR-ZZZZZZ/proof');
    expect(response.statusCode).toBe(401);
  });
});
