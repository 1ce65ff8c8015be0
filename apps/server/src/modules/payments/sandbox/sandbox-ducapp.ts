import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { safeEqual } from '../../../lib/safe-equal.ts';
import type { DucappSettings } from '../gateways/ducapp-gateway.ts';
import { requireHeader } from './sandbox-auth.ts';
import { type SandboxCheckout, sandboxAmount, storedCheckout } from './sandbox-checkout.ts';
import { sandboxPageUrl } from './sandbox-settings.ts';
import type { SandboxPayment, SandboxStore } from './sandbox-store.ts';

const loginBody = z.object({ phone: z.string(), password: z.string() });
const paymentLinkBody = z.object({
  externalID: z.string().min(1),
  amount: sandboxAmount,
  currency: z.string().min(3),
  concept: z.string(),
  successUrl: z.string(),
  errorUrl: z.string(),
});

const statusWord = { created: 'pending', approved: 'completed', declined: 'cancelled' } as const;

function transaction(payment: SandboxPayment) {
  return {
    transactionID: payment.id,
    transactionStatus: statusWord[payment.status],
    amount: Number(payment.amount),
    currency: payment.currency,
    externalID: payment.reference,
  };
}

/** Ducapp as the sandbox plays it: login, payment-link and transaction API, unsigned webhooks. */
export function sandboxDucapp(
  settings: DucappSettings,
  store: SandboxStore,
  publicBase: string,
): { api: FastifyPluginAsyncZod; checkout: SandboxCheckout } {
  const accessToken = randomBytes(24).toString('base64url');

  const api: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onRequest', async (request) =>
      requireHeader(request, 'x-api-key', settings.apiKey),
    );
    const signedIn = async (request: FastifyRequest) =>
      requireHeader(request, 'authorization', `Bearer ${accessToken}`);

    app.post(
      '/api/auth/login',
      { config: { csrf: false }, schema: { body: loginBody } },
      async ({ body }) => {
        const valid = body.phone === settings.phone && safeEqual(body.password, settings.password);
        if (!valid) throw new AppError(401, 'unauthorized');
        return { accessToken };
      },
    );

    app.post(
      '/api/private/transactions/payment-link',
      { config: { csrf: false }, onRequest: signedIn, schema: { body: paymentLinkBody } },
      async ({ body }) => {
        const payment = store.add({
          gateway: 'ducapp',
          reference: body.externalID,
          amount: body.amount,
          currency: body.currency,
          description: body.concept,
          returnUrls: { success: body.successUrl, failure: body.errorUrl },
        });
        return {
          ...transaction(payment),
          paymentLink: sandboxPageUrl(publicBase, 'ducapp', payment.id),
        };
      },
    );

    app.get(
      '/api/private/transactions/:id',
      { onRequest: signedIn, schema: { params: z.object({ id: z.string() }) } },
      async ({ params }) => {
        const payment = store.find('ducapp', params.id);
        if (payment === undefined) throw new AppError(404, 'not_found');
        return transaction(payment);
      },
    );
  };

  const webhook = ({ id, status }: SandboxPayment) => ({
    transactionID: id,
    transactionStatus: statusWord[status],
  });
  return { api, checkout: storedCheckout(store, 'ducapp', webhook) };
}
