import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { type AirtmSettings, orderReferenceOf } from '../gateways/airtm-gateway.ts';
import { requireHeader } from './sandbox-auth.ts';
import { type SandboxCheckout, sandboxAmount, storedCheckout } from './sandbox-checkout.ts';
import type { SandboxPayment, SandboxStore } from './sandbox-store.ts';

const purchaseBody = z.object({
  code: z.string().min(1),
  description: z.string(),
  amount: sandboxAmount,
  confirmation_uri: z.string(),
  cancel_uri: z.string(),
});

const statusWord = { created: 'created', approved: 'confirmed', declined: 'canceled' } as const;

/** A stored test payment as Airtm describes a purchase (API answers and callbacks alike). */
function purchase(payment: SandboxPayment) {
  return {
    id: payment.id,
    code: payment.reference,
    status: statusWord[payment.status],
    amount: payment.amount,
    description: payment.description,
    operation_type: 'purchase',
  };
}

/** Airtm as the sandbox plays it: the purchases API, its checkout page, unsigned callbacks. */
export function sandboxAirtm(
  settings: AirtmSettings,
  store: SandboxStore,
): { api: FastifyPluginAsyncZod; checkout: SandboxCheckout } {
  const basic = Buffer.from(`${settings.partnerId}:${settings.partnerSecret}`).toString('base64');

  const api: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onRequest', async (request) => {
      requireHeader(request, 'authorization', `Basic ${basic}`);
    });

    app.post(
      '/purchases',
      { config: { csrf: false }, schema: { body: purchaseBody } },
      async ({ body }) => {
        const payment = store.add({
          gateway: 'airtm',
          reference: body.code,
          amount: body.amount,
          currency: 'USD',
          description: body.description,
          returnUrls: { success: body.confirmation_uri, failure: body.cancel_uri },
        });
        return purchase(payment);
      },
    );

    app.get(
      '/operations/:id',
      { schema: { params: z.object({ id: z.string() }) } },
      async ({ params }) => {
        const payment = store.find('airtm', params.id);
        if (payment === undefined) throw new AppError(404, 'not_found');
        return purchase(payment);
      },
    );
  };

  return { api, checkout: storedCheckout(store, 'airtm', purchase, orderReferenceOf) };
}
