import type { CryptoPayment, ListTransfersResponse, TransferDetail } from '@giro/shared';
import type { AdminOrderDetail, AdminOrderSummary } from '@giro/shared/admin/order-admin-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, adminClient, signedInAs } from '../admin/admin-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import type { Sender } from '../orders/orders-client.ts';
import { type TransfersClient, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let client: TransfersClient;
let call: AdminCall;
let sender: Sender;
let reference: string;
let expected: CryptoPayment;
const txid = 'cd'.repeat(32);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = transfersClient(testApp);
  call = adminClient(testApp);
  sender = await client.orders.newSender();
  const body = await client.orders.orderBody('crypto', {
    currency: 'BTC',
    destination_currency: 'USD CASH',
  });
  const placed = await client.orders.placed(sender, body);
  reference = placed.reference;
  await client.orders.confirmCrypto(sender, { reference, hash: txid });
  const { payTo } = await client.orders.order(reference);
  expected = {
    coin: 'BTC',
    amount: placed.crypto_amount ?? '',
    network: payTo?.kind === 'wallet' ? payTo.chain : '',
    wallet: payTo?.kind === 'wallet' ? payTo.address : '',
    txid,
  };
});
afterAll(() => testApp.close());

describe('a crypto transfer shows the crypto, not only its fiat total', () => {
  it("in 'Mis envíos' and on the transfer's page", async () => {
    const list = (await client.get(sender, '/api/orders')).json<ListTransfersResponse>();
    expect(list.items.find((item) => item.reference === reference)?.crypto).toEqual(expected);
    const detail = (await client.get(sender, `/api/orders/${reference}`)).json<TransferDetail>();
    expect(detail.crypto).toEqual(expected);
    expect(expected.network).toBe('Bitcoin');
  });

  it("in the operator's queue and the order's detail", async () => {
    const token = await signedInAs(testApp, 'operator');
    const queue = await call('GET', `/api/admin/orders?q=${reference}`, { token });
    expect(queue.json<AdminOrderSummary[]>()[0]?.crypto).toEqual(expected);
    const detail = await call('GET', `/api/admin/orders/${reference}`, { token });
    expect(detail.json<AdminOrderDetail>().crypto).toEqual(expected);
  });

  it('and leaves it null for an order paid another way', async () => {
    const zelle = await client.zelleOrder(sender);
    const detail = (await client.get(sender, `/api/orders/${zelle}`)).json<TransferDetail>();
    expect(detail.crypto).toBeNull();
  });
});
