import { describe, expect, it } from 'vitest';
import { GatewayUnavailable } from '../../src/modules/payments/gateway-errors.ts';
import type { FakeAnswer, ReceivedRequest } from './fake-gateway.ts';
import { fakeGatewayPerTest } from './fake-gateway-per-test.ts';
import { liveGateways } from './live-gateways.ts';
import { paymentRequest } from './payment-request.ts';

const fakes = fakeGatewayPerTest();

const card = { paymentUrl: 'https://tppay.me/pay/abc', shortUrl: 'https://tppay.me/abc' };

/** A TropiPay API handing out token `tok-<n>`; `cards` answers the payment-card calls. */
async function tropipay(cards: (request: ReceivedRequest, count: number) => FakeAnswer) {
  let tokens = 0;
  const fake = await fakes.start((request, count) => {
    if (request.url !== '/api/v2/access/token') return cards(request, count);
    tokens += 1;
    return { status: 200, json: { access_token: `tok-${tokens}`, expires_in: 3600 } };
  });
  return liveGateways({
    TROPIPAY_CLIENT_ID: 'client-id',
    TROPIPAY_CLIENT_SECRET: 'client-secret',
    TROPIPAY_BASE_URL: fake.baseUrl,
  }).get('tropipay');
}

const authorizations = () =>
  fakes.current?.received
    .filter((r) => r.url === '/api/v2/paymentcards')
    .map((r) => r.headers.authorization);

describe('TropiPay adapter', () => {
  it('creates a single-use payment card in cents with a client-credentials token', async () => {
    const gateway = await tropipay(() => ({ status: 200, json: card }));
    await expect(gateway.createPayment(paymentRequest())).resolves.toEqual({
      url: card.paymentUrl,
    });

    expect(fakes.current?.bodiesTo('/api/v2/access/token')).toEqual([
      { grant_type: 'client_credentials', client_id: 'client-id', client_secret: 'client-secret' },
    ]);
    expect(fakes.current?.bodiesTo('/api/v2/paymentcards')).toEqual([
      {
        reference: 'GIRO-1001',
        concept: 'Remesa GIRO-1001',
        description: 'Remesa GIRO-1001',
        amount: 2550,
        currency: 'USD',
        singleUse: true,
        reasonId: 4,
        expirationDays: 0,
        lang: 'es',
        urlSuccess: 'https://giro.example/payment-success',
        urlFailed: 'https://giro.example/payment-error',
        urlNotification: 'https://giro.example/payments/callback/tropipay',
        serviceDate: '2024-08-21',
        client: null,
        directPayment: true,
        favorite: false,
        paymentMethods: ['EXT', 'TPP'],
      },
    ]);
    expect(authorizations()).toEqual(['Bearer tok-1']);
  });

  it('keeps using its token, and fetches a new one when TropiPay answers 401', async () => {
    const gateway = await tropipay((_request, count) =>
      count === 2 ? { status: 401, json: { error: 'expired' } } : { status: 200, json: card },
    );
    await gateway.createPayment(paymentRequest());
    await gateway.createPayment(paymentRequest());
    expect(authorizations()).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2']);
  });

  it('falls back to the short URL when the card has no payment URL', async () => {
    const gateway = await tropipay(() => ({ status: 200, json: { shortUrl: card.shortUrl } }));
    await expect(gateway.createPayment(paymentRequest())).resolves.toEqual({ url: card.shortUrl });
  });

  it('retries a 503 from the card call and returns the card of the next attempt', async () => {
    const gateway = await tropipay((_request, count) =>
      count === 1 ? { status: 503 } : { status: 200, json: card },
    );
    await expect(gateway.createPayment(paymentRequest())).resolves.toEqual({
      url: card.paymentUrl,
    });
    expect(authorizations()).toHaveLength(2);
  });

  it('fails as GatewayUnavailable when TropiPay does not answer in time', async () => {
    const gateway = await tropipay(() => 'hang');
    await expect(gateway.createPayment(paymentRequest())).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
  });
});
