import { cryptoPaymentWindowMinutes } from '@giro/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type OrdersClient, ordersClient, type Sender } from './orders-client.ts';

let clock = new Date('2025-03-10T15:00:00Z');
let testApp: TestApp;
let client: OrdersClient;
let sender: Sender;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = ordersClient(testApp);
});
// A sender per test keeps the per-user limit of confirmations out of the way.
beforeEach(async () => {
  sender = await client.newSender();
});
afterAll(() => testApp.close());

function advanceMinutes(minutes: number) {
  clock = new Date(clock.getTime() + minutes * 60_000);
}

let amounts = 100;
async function cryptoOrder(owner = sender) {
  amounts += 1;
  const body = await client.orderBody('crypto', { currency: 'BTC', amount: String(amounts) });
  return client.placed(owner, body);
}

let txids = 0;
function newTxid(): string {
  txids += 1;
  return txids.toString(16).padStart(64, 'a');
}

describe('POST /confirm_crypto_payment', () => {
  it('marks the order payment_submitted with its TXID', async () => {
    const { reference } = await cryptoOrder();
    const hash = newTxid();
    const response = await client.confirmCrypto(sender, {
      reference,
      hash: ` 0x${hash.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reference, status: 'payment_submitted' });
    expect(await client.order(reference)).toMatchObject({
      status: 'payment_submitted',
      txid: hash,
    });
  });

  it('answers 409 for a TXID that already paid another order', async () => {
    const hash = newTxid();
    const first = await cryptoOrder();
    await client.confirmCrypto(sender, { reference: first.reference, hash });
    const mine = await cryptoOrder();
    const reused = await client.confirmCrypto(sender, { reference: mine.reference, hash });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      code: 'txid_used',
      message: 'Este TXID ya se usó para pagar otra orden.',
    });
    expect((await client.order(mine.reference)).status).toBe('awaiting_payment');
  });

  it("answers 404 for another sender's order", async () => {
    const { reference } = await cryptoOrder(await client.newSender());
    const response = await client.confirmCrypto(sender, { reference, hash: newTxid() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it("answers 'Debe proporcionar el TXID' without a TXID", async () => {
    const { reference } = await cryptoOrder();
    const response = await client.confirmCrypto(sender, { reference, hash: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'hash', message: 'Debe proporcionar el TXID' }],
    });
  });

  it('answers 422 for a fiat order', async () => {
    const { reference } = await client.placed(sender, await client.orderBody('zelle'));
    const response = await client.confirmCrypto(sender, { reference, hash: newTxid() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'method_mismatch' });
  });

  it('answers 409 expired past the payment window and expires the order without a mail', async () => {
    const { reference } = await cryptoOrder();
    advanceMinutes(cryptoPaymentWindowMinutes);
    const response = await client.confirmCrypto(
      sender,
      { reference, hash: newTxid() },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'expired',
      message: 'The time to pay this order is over. Create a new order.',
    });
    expect(await client.order(reference)).toMatchObject({ status: 'expired', txid: null });
    const history = await client.history(reference);
    expect(history.at(-1)).toMatchObject({ toStatus: 'expired', actor: 'system' });
    // The wallet and the amount were only ever on the page, which says it is over: no mail.
    expect(await client.mailsAbout(sender, reference)).toEqual([]);
  });

  it('keeps answering expired for an expired order', async () => {
    const { reference } = await cryptoOrder();
    advanceMinutes(cryptoPaymentWindowMinutes + 1);
    await client.confirmCrypto(sender, { reference, hash: newTxid() });
    const again = await client.confirmCrypto(sender, { reference, hash: newTxid() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'expired' });
  });

  it('accepts a TXID just before the window closes', async () => {
    const { reference } = await cryptoOrder();
    advanceMinutes(cryptoPaymentWindowMinutes - 1);
    const response = await client.confirmCrypto(sender, { reference, hash: newTxid() });
    expect(response.json()).toMatchObject({ status: 'payment_submitted' });
  });

  it('gives a new crypto order, not the expired one, for the same cart', async () => {
    const body = await client.orderBody('crypto', { currency: 'BTC', amount: '555' });
    const first = await client.placed(sender, body);
    advanceMinutes(cryptoPaymentWindowMinutes + 1);
    const second = await client.placed(sender, body);
    expect(second.reference).not.toBe(first.reference);
    expect((await client.order(first.reference)).status).toBe('expired');
    expect(new Date(second.crypto_expires_at ?? 0).getTime()).toBe(
      clock.getTime() + cryptoPaymentWindowMinutes * 60_000,
    );
  });

  it('expires every unpaid crypto order past its window in a sweep, and only those', async () => {
    const due = await cryptoOrder();
    advanceMinutes(5);
    const fresh = await cryptoOrder();
    const submitted = await cryptoOrder();
    await client.confirmCrypto(sender, { reference: submitted.reference, hash: newTxid() });
    advanceMinutes(cryptoPaymentWindowMinutes - 4);
    expect(await testApp.app.orders.expireDue()).toBeGreaterThan(0);
    expect((await client.order(due.reference)).status).toBe('expired');
    expect((await client.order(fresh.reference)).status).toBe('awaiting_payment');
    expect((await client.order(submitted.reference)).status).toBe('payment_submitted');
    expect(await testApp.app.orders.expireDue()).toBe(0);
  });
});
