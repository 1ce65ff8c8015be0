import { describe, expect, it } from 'vitest';
import { GatewayUnavailable } from '../../src/modules/payments/gateway-errors.ts';
import type { FakeAnswer, ReceivedRequest } from './fake-gateway.ts';
import { fakeGatewayPerTest } from './fake-gateway-per-test.ts';
import { expecting, liveGateways } from './live-gateways.ts';
import { paymentRequest } from './payment-request.ts';

const fakes = fakeGatewayPerTest();

async function airtm(answer: (request: ReceivedRequest, count: number) => FakeAnswer) {
  const fake = await fakes.start(answer);
  return liveGateways({
    AIRTM_PARTNER_ID: 'partner',
    AIRTM_PARTNER_SECRET: 'secret',
    AIRTM_BASE_URL: fake.baseUrl,
  }).get('airtm');
}

const operation = (fields: Record<string, string> = {}) => ({
  status: 200,
  json: {
    id: 'p-1',
    status: 'confirmed',
    amount: '25.50',
    code: 'GIRO-1001:0a1b2c3d',
    operation_type: 'purchase',
    ...fields,
  },
});
const usd = expecting('25.50', 'USD');

describe('Airtm adapter', () => {
  it('creates a purchase with Basic auth and sends the payer to its checkout page', async () => {
    const gateway = await airtm(() => ({ status: 200, json: { id: 'p-1', status: 'created' } }));
    const link = await gateway.createPayment(paymentRequest());

    expect(link).toEqual({ formUrl: `${fakes.current?.baseUrl}/checkout/p-1` });
    expect(fakes.current?.received[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('partner:secret').toString('base64')}`,
    );
    const [purchase] = fakes.current?.bodiesTo('/purchases') ?? [];
    expect(purchase).toEqual({
      code: expect.stringMatching(/^GIRO-1001:[0-9a-f]{8}$/),
      description: 'Remesa GIRO-1001',
      amount: 25.5,
      items: [{ description: 'Remesa GIRO-1001', quantity: 1, amount: 25.5 }],
      confirmation_uri: 'https://giro.example/payment-success',
      cancel_uri: 'https://giro.example/payment-error',
      callback_uri: 'https://giro.example/payments/callback/tropipay',
      failure_uri: 'https://giro.example/payments/callback/tropipay',
    });
  });

  it('refuses to charge anything but USD', async () => {
    const gateway = await airtm(() => ({ status: 200, json: { id: 'p-1' } }));
    await expect(gateway.createPayment(paymentRequest({ currency: 'EUR' }))).rejects.toThrow(
      RangeError,
    );
    expect(fakes.current?.received).toEqual([]);
  });

  it('credits a callback only after fetching the purchase back from Airtm', async () => {
    const gateway = await airtm(() => operation());
    const outcome = await gateway.verifyCallback({ id: 'p-1', status: 'confirmed' }, usd);

    expect(fakes.current?.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /operations/p-1',
    ]);
    expect(outcome).toEqual({
      ok: true,
      payment: {
        gateway: 'airtm',
        orderReference: 'GIRO-1001',
        status: 'paid',
        amount: '25.50',
        currency: 'USD',
        gatewayTransactionId: 'p-1',
        raw: { callback: { id: 'p-1', status: 'confirmed' }, operation: operation().json },
      },
    });
  });

  it('trusts the status Airtm reports, not the one the callback claims', async () => {
    const gateway = await airtm(() => operation({ status: 'created' }));
    const outcome = await gateway.verifyCallback({ id: 'p-1', status: 'confirmed' }, usd);
    expect(outcome).toMatchObject({ ok: true, payment: { status: 'pending' } });
  });

  it('reports a canceled purchase as failed', async () => {
    const gateway = await airtm(() => operation({ status: 'CANCELED' }));
    const outcome = await gateway.verifyCallback({ id: 'p-1' }, usd);
    expect(outcome).toMatchObject({ ok: true, payment: { status: 'failed' } });
  });

  it('rejects a callback for a purchase Airtm does not know', async () => {
    const gateway = await airtm(() => ({ status: 404, json: { message: 'Operation not found' } }));
    const outcome = await gateway.verifyCallback({ id: 'forged' }, usd);
    expect(outcome).toMatchObject({ ok: false, rejection: { reason: 'unknown_payment' } });
  });

  it('rejects a purchase whose amount differs from the order', async () => {
    const gateway = await airtm(() => operation({ amount: '5.00' }));
    const outcome = await gateway.verifyCallback({ id: 'p-1' }, usd);
    expect(outcome).toMatchObject({
      ok: false,
      rejection: { reason: 'amount_mismatch', orderReference: 'GIRO-1001' },
    });
  });

  it('retries the re-fetch after a 503', async () => {
    const gateway = await airtm((_request, count) => (count === 1 ? { status: 503 } : operation()));
    const outcome = await gateway.verifyCallback({ id: 'p-1' }, usd);
    expect(outcome.ok).toBe(true);
    expect(fakes.current?.received).toHaveLength(2);
  });

  it('fails as GatewayUnavailable when Airtm does not answer the re-fetch', async () => {
    const gateway = await airtm(() => 'hang');
    await expect(gateway.verifyCallback({ id: 'p-1' }, usd)).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
  });
});
