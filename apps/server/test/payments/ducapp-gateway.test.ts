import { describe, expect, it } from 'vitest';
import type { FakeAnswer, ReceivedRequest } from './fake-gateway.ts';
import { fakeGatewayPerTest } from './fake-gateway-per-test.ts';
import { expecting, liveGateways } from './live-gateways.ts';
import { paymentRequest } from './payment-request.ts';

const fakes = fakeGatewayPerTest();

const transactionUrl = '/api/private/transactions/tx-9';

/** A Ducapp API whose login hands out `tok-1`; `answer` serves the private calls. */
async function ducapp(answer: (request: ReceivedRequest, count: number) => FakeAnswer) {
  const fake = await fakes.start((request, count) =>
    request.url === '/api/auth/login'
      ? { status: 200, json: { accessToken: 'tok-1' } }
      : answer(request, count),
  );
  return liveGateways({
    DUCAPP_API_KEY: 'api-key',
    DUCAPP_PHONE: '+13050000000',
    DUCAPP_PASSWORD: 'password',
    DUCAPP_BASE_URL: fake.baseUrl,
  }).get('ducapp');
}

const transaction = (fields: Record<string, unknown> = {}) => ({
  status: 200,
  json: {
    transactionID: 'tx-9',
    transactionStatus: 'completed',
    amount: 25.5,
    currency: 'USD',
    externalID: 'GIRO-1001',
    ...fields,
  },
});
const usd = expecting('25.50', 'USD');

describe('Ducapp adapter', () => {
  it('signs in with the API key and creates a payment link', async () => {
    const gateway = await ducapp(() => ({
      status: 200,
      json: { transactionID: 'tx-9', paymentLink: 'https://pay.ducapp.net/tx-9' },
    }));
    await expect(gateway.createPayment(paymentRequest())).resolves.toEqual({
      url: 'https://pay.ducapp.net/tx-9',
    });

    expect(fakes.current?.bodiesTo('/api/auth/login')).toEqual([
      { phone: '+13050000000', password: 'password' },
    ]);
    const [login, link] = fakes.current?.received ?? [];
    expect(login?.headers['x-api-key']).toBe('api-key');
    expect(link?.headers).toMatchObject({ 'x-api-key': 'api-key', authorization: 'Bearer tok-1' });
    expect(fakes.current?.bodiesTo('/api/private/transactions/payment-link')).toEqual([
      {
        externalID: 'GIRO-1001',
        amount: 25.5,
        currency: 'USD',
        concept: 'Remesa GIRO-1001',
        language: 'es',
        successUrl: 'https://giro.example/payment-success',
        errorUrl: 'https://giro.example/payment-error',
        webhookUrl: 'https://giro.example/payments/callback/tropipay',
      },
    ]);
  });

  it('credits a webhook only after fetching the transaction back from Ducapp', async () => {
    const gateway = await ducapp(() => transaction());
    const outcome = await gateway.verifyCallback({ transactionID: 'tx-9' }, usd);

    expect(fakes.current?.received.map((r) => r.url)).toEqual(['/api/auth/login', transactionUrl]);
    expect(outcome).toMatchObject({
      ok: true,
      payment: {
        gateway: 'ducapp',
        orderReference: 'GIRO-1001',
        status: 'paid',
        amount: '25.50',
        currency: 'USD',
        gatewayTransactionId: 'tx-9',
      },
    });
  });

  it('reports a cancelled transaction as failed', async () => {
    const gateway = await ducapp(() => transaction({ transactionStatus: 'cancelled' }));
    const outcome = await gateway.verifyCallback({ transactionID: 'tx-9' }, usd);
    expect(outcome).toMatchObject({ ok: true, payment: { status: 'failed' } });
  });

  it('rejects a webhook for a transaction Ducapp does not know', async () => {
    const gateway = await ducapp(() => ({ status: 404, json: {} }));
    const outcome = await gateway.verifyCallback({ transactionID: 'tx-9' }, usd);
    expect(outcome).toMatchObject({ ok: false, rejection: { reason: 'unknown_payment' } });
  });

  it('rejects a transaction in another currency than the order', async () => {
    const gateway = await ducapp(() => transaction({ currency: 'EUR' }));
    const outcome = await gateway.verifyCallback({ transactionID: 'tx-9' }, usd);
    expect(outcome).toMatchObject({ ok: false, rejection: { reason: 'currency_mismatch' } });
  });

  it('retries the re-fetch after a 503', async () => {
    const gateway = await ducapp((_request, count) =>
      count === 1 ? { status: 503 } : transaction(),
    );
    const outcome = await gateway.verifyCallback({ transactionID: 'tx-9' }, usd);
    expect(outcome.ok).toBe(true);
  });
});
