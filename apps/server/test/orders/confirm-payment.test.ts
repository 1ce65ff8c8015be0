import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLimits } from '../../src/modules/orders/orders-routes.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type OrdersClient, ordersClient, type Sender, waitForOrderMail } from './orders-client.ts';

let testApp: TestApp;
let client: OrdersClient;
let sender: Sender;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = ordersClient(testApp);
});
// A sender per test keeps the per-user limit of confirmations out of the way.
beforeEach(async () => {
  sender = await client.newSender();
});
afterAll(() => testApp.close());

async function zelleOrder(owner = sender, amount = '100') {
  return client.placed(owner, await client.orderBody('zelle', { amount }));
}

const fiat = (reference: string) => ({
  account: 'maria@banco.example',
  order: 'WFCT0M7ZJ7QX',
  reference,
  fiat_method: 'zelle',
});

describe('POST /confirm_fiat_payment', () => {
  it('marks the order payment_submitted and stores the payment details', async () => {
    const { reference } = await zelleOrder();
    const response = await client.confirmFiat(sender, fiat(reference));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'Recibimos la confirmación de su pago. Le avisaremos por correo cuando lo verifiquemos.',
      reference,
      status: 'payment_submitted',
    });
    expect(await client.order(reference)).toMatchObject({
      status: 'payment_submitted',
      payerAccount: 'maria@banco.example',
      payerTransaction: 'WFCT0M7ZJ7QX',
    });
    const history = await client.history(reference);
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [null, 'awaiting_payment'],
      ['awaiting_payment', 'payment_submitted'],
    ]);
  });

  it('mails the sender about the status change', async () => {
    const { reference } = await zelleOrder(sender, '101');
    await client.confirmFiat(sender, fiat(reference));
    const changed = await waitForOrderMail(
      client,
      sender,
      reference,
      'Estado: Pago en verificación',
    );
    expect(changed.text).toContain(
      'Recibimos la confirmación de su pago y la estamos verificando.',
    );
  });

  it('accepts a lower-case reference', async () => {
    const { reference } = await zelleOrder(sender, '102');
    const response = await client.confirmFiat(sender, fiat(reference.toLowerCase()));
    expect(response.json()).toMatchObject({ reference, status: 'payment_submitted' });
  });

  it('answers the same for a repeated confirmation, changing nothing', async () => {
    const { reference } = await zelleOrder(sender, '103');
    await client.confirmFiat(sender, fiat(reference));
    const again = await client.confirmFiat(sender, fiat(reference));
    expect(again.statusCode).toBe(200);
    expect(await client.history(reference)).toHaveLength(2);
  });

  it('answers 409 for a second, different confirmation', async () => {
    const { reference } = await zelleOrder(sender, '104');
    await client.confirmFiat(sender, fiat(reference));
    const response = await client.confirmFiat(sender, { ...fiat(reference), order: 'BAC123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'illegal_transition',
      message:
        'La orden está en estado «Pago en verificación» y no puede pasar a «Pago en verificación».',
    });
  });

  it.each(['account', 'order'])(
    "answers 'Debe proporcionar todos los datos' for a blank %s",
    async (field) => {
      const { reference } = await zelleOrder(sender, '105');
      const response = await client.confirmFiat(sender, { ...fiat(reference), [field]: ' ' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: [{ path: field, message: 'Debe proporcionar todos los datos' }],
      });
    },
  );

  it('answers with the shape a Zelle account and confirmation number have', async () => {
    const { reference } = await zelleOrder(sender, '108');
    const response = await client.confirmFiat(sender, {
      ...fiat(reference),
      account: 'not valid',
      order: '!!',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [
        { path: 'account', message: 'La cuenta Zelle es un correo o un teléfono de EE. UU.' },
        {
          path: 'order',
          message: 'El número de confirmación de Zelle tiene de 6 a 20 letras y números',
        },
      ],
    });
    expect((await client.order(reference)).status).toBe('awaiting_payment');
  });

  it('takes a bank transfer\'s "I have paid": the IBAN paid from and the transfer\'s reference', async () => {
    const { reference } = await client.placed(sender, await client.orderBody('transferencia'));
    const response = await client.confirmFiat(sender, {
      account: 'ES91 2100 0418 4502 0005 1332',
      order: 'SEPA-2025/0310',
      reference,
      fiat_method: 'transferencia',
    });
    expect(response.json()).toMatchObject({ reference, status: 'payment_submitted' });
    expect(await client.order(reference)).toMatchObject({
      payerAccount: 'ES91 2100 0418 4502 0005 1332',
      payerTransaction: 'SEPA-2025/0310',
    });
    expect((await client.history(reference)).at(-1)).toMatchObject({
      toStatus: 'payment_submitted',
      note: 'sender confirmed the payment',
    });
  });

  it("answers 404 for another sender's order, as for a missing one", async () => {
    const { reference } = await zelleOrder(await client.newSender(), '106');
    const foreign = await client.confirmFiat(sender, fiat(reference));
    const missing = await client.confirmFiat(sender, fiat('GR-ZZZZZZ'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await client.order(reference)).status).toBe('awaiting_payment');
  });

  it('answers 422 when the order is paid with another method', async () => {
    const { reference } = await zelleOrder(sender, '107');
    const response = await client.confirmFiat(sender, {
      ...fiat(reference),
      order: '9XH12345AB678901C',
      fiat_method: 'paypal',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'method_mismatch' });
  });

  it('answers 401 without a session', async () => {
    const response = await client.confirmFiat({ email: '', token: '' }, fiat('GR-ZZZZZZ'));
    expect(response.statusCode).toBe(401);
  });

  it(`answers 429 past ${orderLimits.confirm} confirmations a minute from one sender`, async () => {
    const { reference } = await zelleOrder();
    const responses = [];
    for (let call = 0; call <= orderLimits.confirm; call += 1) {
      responses.push(await client.confirmFiat(sender, fiat(reference)));
    }
    expect(responses.slice(0, -1).map((response) => response.statusCode)).not.toContain(429);
    expect(responses.at(-1)?.json()).toMatchObject({ code: 'rate_limited' });
    const other = await client.newSender();
    expect((await client.confirmFiat(other, fiat(reference))).statusCode).toBe(404);
  });
});
