import type { ReceivingAccount, TransferDetail } from '@giro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/modules/orders/orders-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { payInSandbox } from '../payments/sandbox-page.ts';
import { type TransfersClient, transfersClient } from '../transfers/transfers-client.ts';
import {
  type OrdersClient,
  ordersClient,
  waitForOrderMail,
  waitForOrderMails,
} from './orders-client.ts';

let testApp: TestApp;
let transfers: TransfersClient;
let client: OrdersClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  transfers = transfersClient(testApp);
  client = transfers.orders;
});
afterAll(() => testApp.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const accountOf = (answer: { fiat_account: ReceivingAccount | null }) =>
  answer.fiat_account?.account ?? '';

describe('one cart has one live order', () => {
  it('changes the method of the live order, with a history entry, instead of making another', async () => {
    const sender = await client.newSender();
    const zelle = await client.placed(sender, await client.orderBody('zelle'));
    const paypal = await client.placed(sender, await client.orderBody('paypal'));
    const again = await client.placed(sender, await client.orderBody('zelle'));

    expect(new Set([zelle.reference, paypal.reference, again.reference]).size).toBe(1);
    expect(paypal.fiat_account?.method).toBe('paypal');
    expect(await client.ordersOf(sender)).toMatchObject([
      { reference: zelle.reference, method: 'zelle', status: 'awaiting_payment' },
    ]);
    const history = await client.history(zelle.reference);
    expect(history.map(({ fromStatus, toStatus, note }) => [fromStatus, toStatus, note])).toEqual([
      [null, 'awaiting_payment', 'order created'],
      ['awaiting_payment', 'awaiting_payment', 'payment method zelle → paypal'],
      ['awaiting_payment', 'awaiting_payment', 'payment method paypal → zelle'],
    ]);
    expect(history[1]?.payload).toMatchObject({
      from_method: 'zelle',
      to_method: 'paypal',
      pay_to: { kind: 'account', method: 'paypal' },
    });
  });

  it('tells the sender, in the one mail, which account is now valid and which is not', async () => {
    const sender = await client.newSender();
    const zelle = await client.placed(sender, await client.orderBody('zelle'));
    const first = await waitForOrderMail(client, sender, zelle.reference, 'Registramos');
    expect(first.text).toContain(accountOf(zelle));

    const paypal = await client.placed(sender, await client.orderBody('paypal'));
    const changed = await waitForOrderMail(client, sender, zelle.reference, 'ya no es válida');
    expect(changed.text).toContain(`Usted eligió pagar su orden ${zelle.reference} con PayPal`);
    expect(changed.text).toContain(`Cuenta: ${accountOf(paypal)}`);
    expect(changed.text).toContain(
      `La cuenta de Zelle ${accountOf(zelle)} de nuestro correo anterior ya no es válida para esta orden: no pague en ella.`,
    );
    await settle();
    expect(await client.mailsAbout(sender, zelle.reference)).toHaveLength(2);
  });

  it('voids the mailed account when the sender then pays on a gateway page', async () => {
    const sender = await client.newSender('en');
    const zelle = await client.placed(sender, await client.orderBody('zelle'));
    await waitForOrderMail(client, sender, zelle.reference, 'We have received');
    await client.placed(sender, await client.orderBody('tropipay'));
    const changed = await waitForOrderMail(client, sender, zelle.reference, 'no longer valid');
    expect(changed.text).toContain(
      "You can pay 104.00 USD with TropiPay from your transfer's page",
    );
    expect(changed.text).toContain(`The Zelle account ${accountOf(zelle)} in our earlier email`);
  });

  it('leaves the live order of another cart alone', async () => {
    const sender = await client.newSender();
    const small = await client.placed(sender, await client.orderBody('zelle'));
    const big = await client.placed(sender, await client.orderBody('paypal', { amount: '150' }));
    expect(big.reference).not.toBe(small.reference);
    expect(await client.order(small.reference)).toMatchObject({
      status: 'awaiting_payment',
      method: 'zelle',
    });
  });

  it('leaves one live order when several methods are chosen at once', async () => {
    const sender = await client.newSender();
    const bodies = await Promise.all(
      (['zelle', 'paypal', 'tropipay', 'transferencia'] as const).map((method) =>
        client.orderBody(method),
      ),
    );
    const placed = await Promise.all(bodies.map((body) => client.placed(sender, body)));
    expect(new Set(placed.map(({ reference }) => reference)).size).toBe(1);
    expect(await client.ordersOf(sender)).toHaveLength(1);
  });
});

describe('payment instructions are mailed once the sender has settled on a method', () => {
  let patient: TestApp;
  let patientClient: OrdersClient;
  const delaySeconds = 2;

  beforeAll(async () => {
    patient = await buildTestApp({
      seed: true,
      config: { INSTRUCTIONS_MAIL_DELAY_SECONDS: delaySeconds },
    });
    patientClient = ordersClient(patient);
  });
  afterAll(() => patient.close());

  it('mails Zelle → PayPal → Zelle once, with the account of the method that stood', async () => {
    const sender = await patientClient.newSender();
    const zelle = await patientClient.placed(sender, await patientClient.orderBody('zelle'));
    await patientClient.placed(sender, await patientClient.orderBody('paypal'));
    const last = await patientClient.placed(sender, await patientClient.orderBody('zelle'));
    const [mail] = await waitForOrderMails(patientClient, sender, zelle.reference, 1, 15_000);
    expect(mail?.text).toContain(`Registramos su orden ${zelle.reference}`);
    expect(mail?.text).toContain(`Cuenta: ${accountOf(last)}`);
    expect(mail?.text).not.toContain('ya no es válida');
    await new Promise((resolve) => setTimeout(resolve, (delaySeconds + 2) * 1000));
    expect(await patientClient.mailsAbout(sender, zelle.reference)).toHaveLength(1);
  });

  it('mails a bank transfer at once: the sender asked for the mail', async () => {
    const sender = await patientClient.newSender();
    const body = await patientClient.orderBody('transferencia');
    const transfer = await patientClient.placed(sender, body);
    const [mail] = await waitForOrderMails(patientClient, sender, transfer.reference, 1, 1_500);
    expect(mail?.text).toContain(accountOf(transfer));
  });

  it('mails nothing for an order the sender confirmed before settling', async () => {
    const sender = await patientClient.newSender();
    const zelle = await patientClient.placed(sender, await patientClient.orderBody('zelle'));
    await patientClient.confirmFiat(sender, {
      account: 'yo@banco.example',
      order: 'BAC123456',
      reference: zelle.reference,
      fiat_method: 'zelle',
    });
    const mail = await waitForOrderMail(patientClient, sender, zelle.reference, 'verificación');
    expect(mail.text).not.toContain('Registramos');
    await new Promise((resolve) => setTimeout(resolve, (delaySeconds + 2) * 1000));
    expect(await patientClient.mailsAbout(sender, zelle.reference)).toHaveLength(1);
  });
});

describe('money that arrives through a gateway the sender left is still matched', () => {
  it('marks the order paid through that gateway, no longer owed to the account', async () => {
    const sender = await client.newSender();
    const tropipay = await client.placed(sender, await client.orderBody('tropipay'));
    await client.placed(sender, await client.orderBody('zelle'));
    expect(await client.order(tropipay.reference)).toMatchObject({ method: 'zelle' });
    await payInSandbox(testApp.app, tropipay.url, 'approve', sender);
    expect(await client.order(tropipay.reference)).toMatchObject({
      status: 'paid',
      method: 'tropipay',
      payTo: null,
      receivingAccountId: null,
    });
    const mail = await waitForOrderMail(client, sender, tropipay.reference, 'Total pagado');
    expect(mail.text).toContain('Método de pago: TropiPay');
  });

  it("does not fail an order on a gateway's refusal once the sender pays another way", async () => {
    const sender = await client.newSender();
    const tropipay = await client.placed(sender, await client.orderBody('tropipay'));
    await client.placed(sender, await client.orderBody('paypal'));
    await payInSandbox(testApp.app, tropipay.url, 'decline', sender);
    expect(await client.order(tropipay.reference)).toMatchObject({
      status: 'awaiting_payment',
      method: 'paypal',
    });
    expect((await client.history(tropipay.reference)).at(-1)?.note).toMatch(
      /^TropiPay payment \S+ failed, not applied: order awaiting_payment$/,
    );
  });

  it('flags the money of a gateway for an order already confirmed another way', async () => {
    const sender = await client.newSender();
    const tropipay = await client.placed(sender, await client.orderBody('tropipay'));
    await client.placed(sender, await client.orderBody('zelle'));
    await client.confirmFiat(sender, {
      account: 'yo@banco.example',
      order: 'BAC123456',
      reference: tropipay.reference,
      fiat_method: 'zelle',
    });
    await payInSandbox(testApp.app, tropipay.url, 'approve', sender);
    expect(await client.order(tropipay.reference)).toMatchObject({
      status: 'payment_submitted',
      method: 'zelle',
      attentionReason: 'paid_twice',
    });
  });

  it('marks an order an older Giro replaced paid when its money arrives', async () => {
    const sender = await client.newSender();
    const tropipay = await client.placed(sender, await client.orderBody('tropipay'));
    await testApp.db
      .update(orders)
      .set({ status: 'replaced' })
      .where(eq(orders.reference, tropipay.reference));
    await payInSandbox(testApp.app, tropipay.url, 'approve', sender);
    expect(await client.order(tropipay.reference)).toMatchObject({ status: 'paid' });
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
      order: 'BAC123456',
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
