import { cryptoPaymentWindowMinutes } from '@giro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type OrdersClient, ordersClient, waitForOrderMails } from './orders-client.ts';

const start = new Date('2025-03-10T15:00:00Z');
let testApp: TestApp;
let client: OrdersClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => start });
  client = ordersClient(testApp);
});
afterAll(() => testApp.close());

describe('POST /create_order', () => {
  it('answers 401 without a session', async () => {
    const response = await client.createOrder({ email: '', token: '' }, {});
    expect(response.statusCode).toBe(401);
  });

  it('creates a Zelle order paid to the operator account, priced by the server', async () => {
    const sender = await client.newSender();
    const result = await client.placed(sender, await client.orderBody('zelle'));
    expect(result).toEqual({
      message: '',
      code: '',
      url: '',
      formUrl: '',
      reference: expect.stringMatching(/^GR-[2-9A-HJKMNP-TV-Z]{6}$/),
      fiat_account: {
        method: 'zelle',
        label: 'Zelle',
        account: 'pagos@giro.example',
        holder: 'Giro Envíos LLC',
        bank_name: '',
        swift: '',
      },
      crypto_amount: null,
      crypto_expires_at: null,
    });
    expect(await client.order(result.reference)).toMatchObject({
      status: 'awaiting_payment',
      method: 'zelle',
      paymentCurrency: 'USD',
      pricingCurrency: 'USD',
      destinationCurrency: 'CUP',
      principal: '100.00',
      commission: '4.00',
      deliveryCost: '0.00',
      total: '104.00',
      receiving: '32000.00',
      rate: '320.000000',
      agentHash: null,
      deliveryOptionId: 1,
      sender: { fullname: 'María José Núñez', email: 'maria@example.com' },
      receiver: { fullname: 'Ángel Güell', document: '85010112345' },
      bank: { mode: 'card', number_card: '9225959812345678' },
      createdAt: start,
    });
  });

  it('records the creation in the history with the sender as actor', async () => {
    const sender = await client.newSender();
    const { reference } = await client.placed(sender, await client.orderBody('paypal'));
    const order = await client.order(reference);
    const history = await client.history(reference);
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'awaiting_payment', actor: order.userId, createdAt: start },
    ]);
  });

  it('mails the sender the payment instructions in their language', async () => {
    const sender = await client.newSender('en');
    const { reference } = await client.placed(sender, await client.orderBody('paypal'));
    const [mail] = await waitForOrderMails(client, sender, reference, 1);
    expect(mail?.text).toContain(`We have received your order ${reference}.`);
    expect(mail?.text).toContain('send 104.00 USD by PayPal');
    expect(mail?.text).toContain('Account: paypal@giro.example');
    expect(mail?.text).toContain('The receiver gets: 32,000.00 CUP');
  });

  it('mails the bank-transfer instructions with the reference when a transfer is requested', async () => {
    const sender = await client.newSender();
    const body = await client.orderBody('transferencia', { currency: 'EUR' });
    const result = await client.placed(sender, body);
    expect(result.fiat_account).toMatchObject({
      method: 'transferencia',
      bank_name: 'Banco Demo Europa',
      swift: 'CAIXESBBXXX',
    });
    const [mail] = await waitForOrderMails(client, sender, result.reference, 1);
    expect(mail?.text).toContain(`escriba la referencia ${result.reference} en el concepto`);
    expect(mail?.text).toContain('Banco: Banco Demo Europa');
    expect(mail?.text).toContain('Cuenta: ES91 2100 0418 4502 0005 1332');
    expect(mail?.text).toContain('Titular: Giro Envíos SL');
    expect(mail?.text).toContain('SWIFT: CAIXESBBXXX');
  });

  it('locks the crypto amount of the quote for the payment window', async () => {
    const sender = await client.newSender();
    const body = await client.orderBody('crypto', { currency: 'BTC' });
    const result = await client.placed(sender, body);
    const expiresAt = new Date(start.getTime() + cryptoPaymentWindowMinutes * 60_000);
    expect(result).toMatchObject({
      fiat_account: null,
      crypto_amount: '0.00158462',
      crypto_expires_at: expiresAt.toISOString(),
    });
    expect(await client.order(result.reference)).toMatchObject({
      total: '103.00',
      pricingCurrency: 'USD',
      paymentCurrency: 'BTC',
      cryptoAmount: '0.00158462',
      cryptoExpiresAt: expiresAt,
      payTo: { kind: 'wallet', chain: 'Bitcoin' },
    });
  });

  it('records the agent whose link the cart was priced through', async () => {
    const sender = await client.newSender();
    const body = await client.orderBody('zelle', { key: 'demo-agent' });
    const { reference } = await client.placed(sender, body);
    expect(await client.order(reference)).toMatchObject({
      agentHash: 'demo-agent',
      commission: '5.50',
      total: '105.50',
    });
  });

  it('refuses crypto for a fiat cart and Zelle for a crypto cart', async () => {
    const sender = await client.newSender();
    const crypto = await client.createOrder(sender, await client.orderBody('crypto'));
    expect(crypto.statusCode).toBe(422);
    expect(crypto.json()).toEqual({
      code: 'method_not_for_cart',
      message: 'El método de pago Criptomonedas no acepta pagos en USD.',
    });
    const zelle = await client.createOrder(
      sender,
      await client.orderBody('zelle', { currency: 'USDT', destination_currency: 'USD CASH' }),
    );
    expect(zelle.json()).toMatchObject({ code: 'method_not_for_cart' });
  });

  it('refuses a method without an operator account for the currency', async () => {
    const sender = await client.newSender('en');
    const response = await client.createOrder(
      sender,
      await client.orderBody('zelle', { currency: 'CAD' }),
      { language: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'receiving_account_unavailable',
      message: 'No account can receive Zelle payments right now. Choose another payment method.',
    });
  });
});
