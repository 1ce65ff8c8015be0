import { randomBytes, randomInt } from 'node:crypto';
import Big from 'big.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { safeEqual } from '../../../lib/safe-equal.ts';
import { moneyString, toCents } from '../gateway-amounts.ts';
import type { TropipaySettings } from '../gateways/tropipay-gateway.ts';
import { tropipaySignatureV2 } from '../gateways/tropipay-signature.ts';
import { requireHeader } from './sandbox-auth.ts';
import { type SandboxCheckout, storedCheckout } from './sandbox-checkout.ts';
import { sandboxPageUrl } from './sandbox-settings.ts';
import type { SandboxPayment, SandboxStore } from './sandbox-store.ts';

const tokenBody = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string(),
  client_secret: z.string(),
});
const paymentCardBody = z.object({
  reference: z.string().min(1),
  description: z.string(),
  amount: z.number().int().positive(),
  currency: z.string().min(3),
  urlSuccess: z.string(),
  urlFailed: z.string(),
});

/** TropiPay as the sandbox plays it: token and payment-card API, and signed notifications. */
export function sandboxTropipay(
  settings: TropipaySettings,
  store: SandboxStore,
  publicBase: string,
): { api: FastifyPluginAsyncZod; checkout: SandboxCheckout } {
  const accessToken = randomBytes(24).toString('base64url');

  const api: FastifyPluginAsyncZod = async (app) => {
    app.post(
      '/api/v2/access/token',
      { config: { csrf: false }, schema: { body: tokenBody } },
      async ({ body }) => {
        const valid =
          body.client_id === settings.clientId &&
          safeEqual(body.client_secret, settings.clientSecret);
        if (!valid) throw new AppError(401, 'unauthorized');
        return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 };
      },
    );

    app.post(
      '/api/v2/paymentcards',
      { config: { csrf: false }, schema: { body: paymentCardBody } },
      async (request) => {
        requireHeader(request, 'authorization', `Bearer ${accessToken}`);
        const { body } = request;
        const payment = store.add({
          gateway: 'tropipay',
          reference: body.reference,
          amount: moneyString(new Big(body.amount).div(100)),
          currency: body.currency,
          description: body.description,
          returnUrls: { success: body.urlSuccess, failure: body.urlFailed },
        });
        const link = sandboxPageUrl(publicBase, 'tropipay', payment.id);
        return { ...body, id: payment.id, shortUrl: link, paymentUrl: link };
      },
    );
  };

  function notification(payment: SandboxPayment) {
    const cents = toCents(new Big(payment.amount));
    const signed = {
      bankOrderCode: String(randomInt(1e11, 1e12)),
      originalCurrencyAmount: String(cents),
    };
    const paymentcard = {
      id: payment.id,
      reference: payment.reference,
      amount: cents,
      currency: payment.currency,
    };
    return {
      status: payment.status === 'approved' ? 'OK' : 'KO',
      data: {
        reference: payment.reference,
        ...signed,
        amount: cents,
        currency: payment.currency,
        paymentcard,
        signaturev2: tropipaySignatureV2(signed, settings),
      },
    };
  }

  return { api, checkout: storedCheckout(store, 'tropipay', notification) };
}
