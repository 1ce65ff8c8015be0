import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { requireUser, signedInUser } from '../../../plugins/auth.ts';
import { type GatewayName, isGatewayName } from '../payment-gateway.ts';
import type { PaymentOrders } from '../payment-orders.ts';
import type { PaymentsSandbox } from './payments-sandbox.ts';
import { sandboxAirtm } from './sandbox-airtm.ts';
import type { SandboxCheckout, SandboxDecision } from './sandbox-checkout.ts';
import { sandboxDucapp } from './sandbox-ducapp.ts';
import { renderSandboxPage } from './sandbox-page.ts';
import { payeerCheckout } from './sandbox-payeer.ts';
import { sandboxScript } from './sandbox-script.ts';
import { sandboxApiOrigin } from './sandbox-settings.ts';
import { sandboxTropipay } from './sandbox-tropipay.ts';

export interface SandboxRoutesOptions {
  sandbox: PaymentsSandbox;
  /** The gateways that run in the sandbox; the others have no pages here. */
  gateways: GatewayName[];
  /** Whose order a payment is: only its sender decides it. */
  orders: Pick<PaymentOrders, 'senderOf'>;
}

type SandboxGateway = { checkout: SandboxCheckout; api?: FastifyPluginAsyncZod };

const params = z.object({ gateway: z.string() });
const fields = z.record(z.string(), z.string());
const decisionBody = z.object({ decision: z.enum(['approve', 'decline']), fields });

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The sandbox: each gateway's fake API (`/sandbox/api/<gateway>/...`) and its test payment
 * page (`/sandbox/pay/<gateway>`), whose decision reaches Giro as the gateway's own callback.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (app, options) => {
  // Test-only routes: left out of the OpenAPI document of the real API.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const { settings, store, publicBase, transport, now } = options.sandbox;
  const all: Record<GatewayName, SandboxGateway> = {
    payeer: { checkout: payeerCheckout(settings.payeer, publicBase, now) },
    tropipay: sandboxTropipay(settings.tropipay, store, publicBase),
    airtm: sandboxAirtm(settings.airtm, store),
    ducapp: sandboxDucapp(settings.ducapp, store, publicBase),
  };
  for (const name of options.gateways) {
    const { api } = all[name];
    if (api) await app.register(api, { prefix: `/sandbox/api/${name}` });
  }

  function servedGateway(name: string): GatewayName {
    const served = isGatewayName(name) && options.gateways.includes(name);
    if (!served) throw new AppError(404, 'not_found');
    return name;
  }

  async function sendCallback(
    gateway: GatewayName,
    decision: SandboxDecision,
    log: FastifyBaseLogger,
  ) {
    const answer = await transport(`${sandboxApiOrigin}/payments/callback/${gateway}`, {
      method: 'POST',
      headers: { 'content-type': decision.callback.contentType },
      body: decision.callback.body,
      signal: AbortSignal.timeout(10_000),
    });
    log.info(
      { gateway, status: answer.status, answer: await answer.text() },
      'sandbox callback sent',
    );
  }

  app.get(
    '/sandbox/pay/:gateway',
    { schema: { params, querystring: fields } },
    async (request, reply) => {
      const gateway = servedGateway(request.params.gateway);
      const view = all[gateway].checkout.view(request.query);
      return sendPage(reply, view ? 200 : 404, renderSandboxPage(request.language, gateway, view));
    },
  );

  app.get('/sandbox/pay.js', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(sandboxScript),
  );

  // Called by the page's script, as the web app calls the API: the order's own sender's
  // session and the CSRF header, or no decision (a leaked link marks nothing paid).
  app.post(
    '/sandbox/pay/:gateway',
    { onRequest: requireUser, schema: { params, body: decisionBody } },
    async (request) => {
      const user = signedInUser(request);
      const gateway = servedGateway(request.params.gateway);
      const { checkout } = all[gateway];
      const { fields: form, decision: chosen } = request.body;
      const view = checkout.view(form);
      if (view === undefined) throw new AppError(404, 'not_found');
      const sender = await options.orders.senderOf(gateway, view.orderReference);
      if (sender !== user.id) throw new AppError(403, 'forbidden');
      const decision = checkout.decide(form, chosen === 'approve');
      if (decision === undefined) throw new AppError(404, 'not_found');
      await sendCallback(gateway, decision, request.log);
      return { redirect_to: decision.redirectTo };
    },
  );
};
