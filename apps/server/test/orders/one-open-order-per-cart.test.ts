import type { TransferDetail } from '@giro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { payInSandbox } from '../payments/sandbox-page.ts';
import { type TransfersClient, transfersClient } from '../transfers/transfers-client.ts';
import { type OrdersClient, waitForOrderMails } from './orders-client.ts';

let testApp: TestApp;
let transfers: TransfersClient;
let client: OrdersClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  transfers = transfersClient(testApp);
  client = transfers.orders;
});
afterAll(() => testApp.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('one cart has at most one open order', () => {
  it('replaces the open order of the cart when the sender picks another method, without a mail', async () => {
    const sender = await client.newSender();
    const zelle = await client.placed(sender, await client.orderBody('zelle'));
    await waitForOrderMails(client, sender, zelle.reference, 1);
    const paypal = await client.placed(sender, await client.orderBody('paypal'));
    const payeer = await client.placed(sender, await client.orderBody('payeer'));

    expect(await client.order(zelle.reference)).toMatchObject({ status: 'replaced' });
    expect(await client.order(paypal.reference)).toMatchObject({ status: 'replaced' });
    expect(await client.order(payeer.reference)).toMatchObject({ status: 'awaiting_payment' });
    expect((await client.history(zelle.reference)).at(-1)).toMatchObject({
      fromStatus: 'awaiting_payment',
      toStatus: 'replaced',
      note: `replaced by ${paypal.reference}`,
    });

    await waitForOrderMails(client, sender, paypal.reference, 1);
    await settle();
    // Zelle and PayPal mail their instructions once; the replacement and the gateway try mail nothing.
    expect(await client.mailsAbout(sender, zelle.reference)).toHaveLength(1);
    expect(await client.mailsAbout(sender, paypal.reference)).toHaveLength(1);
    expect(await client.mailsAbout(sender, payeer.reference)).toEqual([]);
  });

  it("hides replaced orders from 'Mis envíos' and names the replacement on their page", async () => {
    const sender = await client.newSender();
    const zelle = await client.placed(sender, await client.orderBody('zelle'));
    const transfer = await client.placed(sender, await client.orderBody('transferencia'));
    const list = (await transfers.get(sender, '/api/orders')).json<{
      items: { reference: string }[];
    }>();
    expect(list.items.map((item) => item.reference)).toEqual([transfer.reference]);
    const replaced = (
      await transfers.get(sender, `/api/orders/${zelle.reference}`)
    ).json<TransferDetail>();
    expect(replaced).toMatchObject({
      status: 'replaced',
      replaced_by: transfer.reference,
      payment: null,
      can_cancel: false,
    });
  });

  it('leaves the open order of another cart alone', async () => {
    const sender = await client.newSender();
    const small = await client.placed(sender, await client.orderBody('zelle'));
    await client.placed(sender, await client.orderBody('paypal', { amount: '150' }));
    expect(await client.order(small.reference)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('leaves one open order when two methods are chosen at once', async () => {
    const sender = await client.newSender();
    const bodies = await Promise.all(
      (['zelle', 'paypal', 'tropipay', 'transferencia'] as const).map((method) =>
        client.orderBody(method),
      ),
    );
    const placed = await Promise.all(bodies.map((body) => client.placed(sender, body)));
    const statuses = await Promise.all(
      placed.map(async ({ reference }) => (await client.order(reference)).status),
    );
    expect(statuses.filter((status) => status === 'awaiting_payment')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'replaced')).toHaveLength(3);
  });

  it('marks a replaced gateway order paid when the money arrives anyway', async () => {
    const sender = await client.newSender();
    const tropipay = await client.placed(sender, await client.orderBody('tropipay'));
    await client.placed(sender, await client.orderBody('zelle'));
    expect(await client.order(tropipay.reference)).toMatchObject({ status: 'replaced' });
    await payInSandbox(testApp.app, tropipay.url, 'approve', sender);
    expect(await client.order(tropipay.reference)).toMatchObject({ status: 'paid' });
    const [mail] = await waitForOrderMails(client, sender, tropipay.reference, 1);
    expect(mail?.text).toContain('Total pagado');
  });
});

describe("finishing an unpaid order from its page in 'Mis envíos'", () => {
  it('gives a Zelle order the account to pay into, and nothing once it is confirmed', async () => {
    const sender = await client.newSender();
    const { reference, fiat_account } = await client.placed(
      sender,
      await client.orderBody('zelle'),
    );
    const detail = (await transfers.get(sender, `/api/orders/${reference}`)).json<TransferDetail>();
    expect(detail.payment).toEqual({ kind: 'account', account: fiat_account });
    await client.confirmFiat(sender, {
      account: 'yo@banco.example',
      order: 'ZL-9',
      reference,
      fiat_method: 'zelle',
    });
    const after = (await transfers.get(sender, `/api/orders/${reference}`)).json<TransferDetail>();
    expect(after.payment).toBeNull();
  });

  it('gives a crypto order its wallet and amount while the window is open', async () => {
    const sender = await client.newSender();
    const body = await client.orderBody('crypto', {
      currency: 'USDT',
      destination_currency: 'USD CASH',
    });
    const { reference, crypto_amount } = await client.placed(sender, body);
    const { payTo } = await client.order(reference);
    const detail = (await transfers.get(sender, `/api/orders/${reference}`)).json<TransferDetail>();
    expect(detail.payment).toMatchObject({
      kind: 'wallet',
      wallet: { address: payTo?.kind === 'wallet' ? payTo.address : '', chain: 'Tron (TRC-20)' },
      crypto_amount,
    });
  });

  it('gives a gateway order a fresh payment page, and answers 409 for any other order', async () => {
    const sender = await client.newSender();
    const payeer = await client.placed(sender, await client.orderBody('payeer'));
    const detail = (
      await transfers.get(sender, `/api/orders/${payeer.reference}`)
    ).json<TransferDetail>();
    expect(detail.payment).toEqual({ kind: 'gateway' });
    const link = await transfers.post(sender, `/api/orders/${payeer.reference}/payment-link`);
    expect(link.statusCode).toBe(200);
    expect(link.json<{ formUrl: string }>().formUrl).toContain(`m_orderid=${payeer.reference}`);

    const zelle = await client.placed(sender, await client.orderBody('zelle', { amount: '120' }));
    const refused = await transfers.post(sender, `/api/orders/${zelle.reference}/payment-link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'not_payable',
      message: 'Este envío ya no espera un pago.',
    });
  });

  it("answers 404 for another sender's order", async () => {
    const owner = await client.newSender();
    const { reference } = await client.placed(owner, await client.orderBody('payeer'));
    const other = await client.newSender();
    const response = await transfers.post(other, `/api/orders/${reference}/payment-link`);
    expect(response.statusCode).toBe(404);
  });
});
