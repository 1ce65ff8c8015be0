import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { gatewayAmount, jsonNumber, orderAmount } from '../gateway-amounts.ts';
import { createGatewayHttpClient } from '../gateway-http-client.ts';
import { type CallbackOutcome, type PaymentRequest, rejected } from '../payment-gateway.ts';
import type { AdapterDeps, GatewayAdapter } from './gateway-adapter.ts';
import { statusOf } from './gateway-status.ts';

export interface AirtmSettings {
  partnerId: string;
  partnerSecret: string;
  /** The partner API (https://payments.air-pay.io), or the sandbox's fake API. */
  baseUrl: string;
  /** The page where the payer confirms purchase `id`. */
  checkoutUrl(id: string): string;
}

const purchaseSchema = z.object({ id: z.string().min(1) });
const callbackSchema = z.object({ id: z.string().min(1).max(100) });
const operationSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.union([z.string(), z.number()]),
  code: z.string().nullish(),
  operation_type: z.string(),
});

// Airtm refuses a second purchase with the same code, and a retried order needs a new one.
const codeSeparator = ':';
const purchaseCode = (orderReference: string) =>
  `${orderReference}${codeSeparator}${randomBytes(4).toString('hex')}`;

/** The order reference inside a purchase code (`<reference>:<random>`). */
export function orderReferenceOf(code: string | null | undefined): string | undefined {
  const end = code?.lastIndexOf(codeSeparator) ?? -1;
  return code && end > 0 ? code.slice(0, end) : undefined;
}

/**
 * Airtm purchases (USD only): created with HTTP Basic auth, confirmed by the payer on Airtm's
 * checkout page. The callback is not signed, so the purchase is fetched back from Airtm.
 */
export function createAirtmGateway(settings: AirtmSettings, deps: AdapterDeps): GatewayAdapter {
  const http = createGatewayHttpClient('airtm', settings.baseUrl, deps.transport, deps.retryPolicy);
  const credentials = `${settings.partnerId}:${settings.partnerSecret}`;
  const headers = { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };

  async function createPayment(request: PaymentRequest) {
    if (request.currency !== 'USD') throw new RangeError('Airtm purchases are in USD only');
    const amount = jsonNumber(orderAmount(request.amount));
    const purchase = await http.request({
      method: 'POST',
      path: '/purchases',
      headers,
      json: {
        code: purchaseCode(request.orderReference),
        description: request.description,
        amount,
        items: [{ description: request.description, quantity: 1, amount }],
        confirmation_uri: request.returnUrls.success,
        cancel_uri: request.returnUrls.failure,
        callback_uri: request.notifyUrl,
        failure_uri: request.notifyUrl,
      },
      schema: purchaseSchema,
    });
    return { formUrl: settings.checkoutUrl(purchase.id) };
  }

  async function authenticate(body: unknown): Promise<CallbackOutcome> {
    const parsed = callbackSchema.safeParse(body);
    if (!parsed.success) return rejected('airtm', 'malformed', body);
    const path = `/operations/${encodeURIComponent(parsed.data.id)}`;
    const operation = await http.find({ method: 'GET', path, headers, schema: operationSchema });
    const raw = { callback: body, operation };
    const orderReference = orderReferenceOf(operation?.code);
    if (operation?.operation_type !== 'purchase' || !orderReference) {
      return rejected('airtm', 'unknown_payment', raw);
    }
    const amount = gatewayAmount(operation.amount);
    if (amount === undefined) return rejected('airtm', 'malformed', raw, orderReference);
    const status = statusOf(operation.status, {
      paid: ['confirmed', 'completed'],
      failed: ['canceled', 'cancelled', 'failed', 'rejected'],
    });
    const payment = { gateway: 'airtm', orderReference, status, amount, currency: 'USD' } as const;
    return { ok: true, payment: { ...payment, gatewayTransactionId: operation.id, raw } };
  }

  return { name: 'airtm', createPayment, authenticate };
}
