import { z } from 'zod';
import { safeEqual } from '../../../lib/safe-equal.ts';
import { createAccessTokenCache } from '../access-token-cache.ts';
import { gatewayAmount, orderAmount, toCents } from '../gateway-amounts.ts';
import { createGatewayHttpClient } from '../gateway-http-client.ts';
import { type CallbackOutcome, type PaymentRequest, rejected } from '../payment-gateway.ts';
import type { AdapterDeps, GatewayAdapter } from './gateway-adapter.ts';
import { type TropipayCredentials, tropipaySignatureV2 } from './tropipay-signature.ts';

export interface TropipaySettings extends TropipayCredentials {
  /** https://www.tropipay.com, or the sandbox's fake API. */
  baseUrl: string;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
});

/** The card's link: `paymentUrl` (straight to the card form), else its `shortUrl`. */
const paymentLinkSchema = z
  .object({ paymentUrl: z.string().nullish(), shortUrl: z.string().nullish() })
  .transform((card) => card.paymentUrl || card.shortUrl)
  .pipe(z.string().min(1));

const stringOrNumber = z.union([z.string(), z.number()]).transform(String);
const notificationSchema = z.object({
  status: z.string(),
  data: z.object({
    reference: z.string(),
    bankOrderCode: stringOrNumber.pipe(z.string().min(1)),
    currency: z.string(),
    originalCurrencyAmount: stringOrNumber,
    signaturev2: z.string(),
    paymentcard: z.object({ reference: z.string(), currency: z.string() }).nullish(),
  }),
});

/** TropiPay "reasonId" of the payment card: 4 is "other", the one its examples use. */
const reasonOther = 4;

/**
 * TropiPay payment cards (pay links): a client-credentials token, then a single-use card in
 * cents whose link the sender opens. The notification is signed (`signaturev2`).
 */
export function createTropipayGateway(
  settings: TropipaySettings,
  deps: AdapterDeps,
): GatewayAdapter {
  const http = createGatewayHttpClient(
    'tropipay',
    settings.baseUrl,
    deps.transport,
    deps.retryPolicy,
  );
  const tokens = createAccessTokenCache(async () => {
    const token = await http.request({
      method: 'POST',
      path: '/api/v2/access/token',
      json: {
        grant_type: 'client_credentials',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      },
      schema: tokenSchema,
    });
    return { value: token.access_token, expiresInSeconds: token.expires_in ?? 600 };
  }, deps.now);

  async function createPayment(request: PaymentRequest) {
    const url = await tokens.withToken((token) =>
      http.request({
        method: 'POST',
        path: '/api/v2/paymentcards',
        headers: { authorization: `Bearer ${token}` },
        json: paymentCard(request, deps.now()),
        schema: paymentLinkSchema,
      }),
    );
    return { url };
  }

  async function authenticate(body: unknown): Promise<CallbackOutcome> {
    const parsed = notificationSchema.safeParse(body);
    if (!parsed.success) return rejected('tropipay', 'malformed', body);
    const { status, data } = parsed.data;
    // The signature covers the bank order code and amount only; the orders module keeps
    // gatewayTransactionId unique, so a signed notification cannot pay a second order.
    const orderReference = data.paymentcard?.reference ?? data.reference;
    const signature = tropipaySignatureV2(data, settings);
    if (!safeEqual(data.signaturev2.toLowerCase(), signature)) {
      return rejected('tropipay', 'forged_signature', body, orderReference);
    }
    const amount = gatewayAmount(data.originalCurrencyAmount, true);
    if (amount === undefined) return rejected('tropipay', 'malformed', body, orderReference);
    const payment = {
      gateway: 'tropipay',
      orderReference,
      status: status === 'OK' ? 'paid' : 'failed',
      amount,
      currency: data.paymentcard?.currency ?? data.currency,
      gatewayTransactionId: data.bankOrderCode,
      raw: body,
    } as const;
    return { ok: true, payment };
  }

  return { name: 'tropipay', createPayment, authenticate };
}

function paymentCard(request: PaymentRequest, today: Date) {
  return {
    reference: request.orderReference,
    concept: request.description,
    description: request.description,
    amount: toCents(orderAmount(request.amount)),
    currency: request.currency,
    singleUse: true,
    reasonId: reasonOther,
    // 0: funds are not held back for refunds.
    expirationDays: 0,
    lang: request.language,
    urlSuccess: request.returnUrls.success,
    urlFailed: request.returnUrls.failure,
    urlNotification: request.notifyUrl,
    serviceDate: today.toISOString().slice(0, 10),
    client: null,
    directPayment: true,
    favorite: false,
    paymentMethods: ['EXT', 'TPP'],
  };
}
