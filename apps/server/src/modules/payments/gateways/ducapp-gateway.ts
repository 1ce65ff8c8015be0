import { z } from 'zod';
import { createAccessTokenCache } from '../access-token-cache.ts';
import { gatewayAmount, jsonNumber, orderAmount } from '../gateway-amounts.ts';
import { createGatewayHttpClient } from '../gateway-http-client.ts';
import { type CallbackOutcome, type PaymentRequest, rejected } from '../payment-gateway.ts';
import type { AdapterDeps, GatewayAdapter } from './gateway-adapter.ts';
import { statusOf } from './gateway-status.ts';

export interface DucappSettings {
  apiKey: string;
  /** The merchant account's login (Ducapp's API signs in by phone and password). */
  phone: string;
  password: string;
  /** https://backend.ducapp.net, or the sandbox's fake API. */
  baseUrl: string;
}

const loginSchema = z.object({ accessToken: z.string().min(1) });
const paymentLinkSchema = z.object({
  transactionID: z.string().min(1),
  paymentLink: z.string().min(1),
});
const webhookSchema = z.object({ transactionID: z.string().min(1).max(100) });
const transactionSchema = z.object({
  transactionID: z.string(),
  transactionStatus: z.string(),
  amount: z.union([z.string(), z.number()]),
  currency: z.string(),
  externalID: z.string().min(1),
});

// Ducapp does not say how long a login lasts; a 401 renews it earlier (see withToken).
const loginLifetimeSeconds = 600;

/**
 * Ducapp payment links. Every call carries `x-api-key` and the bearer token of the merchant's
 * login. The webhook is not signed, so the transaction is fetched back from Ducapp.
 */
export function createDucappGateway(settings: DucappSettings, deps: AdapterDeps): GatewayAdapter {
  const http = createGatewayHttpClient(
    'ducapp',
    settings.baseUrl,
    deps.transport,
    deps.retryPolicy,
  );
  const apiKey = { 'x-api-key': settings.apiKey };
  const tokens = createAccessTokenCache(async () => {
    const login = await http.request({
      method: 'POST',
      path: '/api/auth/login',
      headers: apiKey,
      json: { phone: settings.phone, password: settings.password },
      schema: loginSchema,
    });
    return { value: login.accessToken, expiresInSeconds: loginLifetimeSeconds };
  }, deps.now);
  const signedIn = (token: string) => ({ ...apiKey, authorization: `Bearer ${token}` });

  async function createPayment(request: PaymentRequest) {
    const link = await tokens.withToken((token) =>
      http.request({
        method: 'POST',
        path: '/api/private/transactions/payment-link',
        headers: signedIn(token),
        json: {
          externalID: request.orderReference,
          amount: jsonNumber(orderAmount(request.amount)),
          currency: request.currency,
          concept: request.description,
          language: request.language,
          successUrl: request.returnUrls.success,
          errorUrl: request.returnUrls.failure,
          webhookUrl: request.notifyUrl,
        },
        schema: paymentLinkSchema,
      }),
    );
    return { url: link.paymentLink };
  }

  function fetchTransaction(id: string) {
    const path = `/api/private/transactions/${encodeURIComponent(id)}`;
    return tokens.withToken((token) =>
      http.find({ method: 'GET', path, headers: signedIn(token), schema: transactionSchema }),
    );
  }

  async function authenticate(body: unknown): Promise<CallbackOutcome> {
    const parsed = webhookSchema.safeParse(body);
    if (!parsed.success) return rejected('ducapp', 'malformed', body);
    const transaction = await fetchTransaction(parsed.data.transactionID);
    const raw = { callback: body, transaction };
    if (!transaction) return rejected('ducapp', 'unknown_payment', raw);
    const orderReference = transaction.externalID;
    const amount = gatewayAmount(transaction.amount);
    if (amount === undefined) return rejected('ducapp', 'malformed', raw, orderReference);
    const status = statusOf(transaction.transactionStatus, {
      paid: ['completed'],
      failed: ['failed', 'canceled', 'cancelled', 'rejected', 'expired'],
    });
    const { currency, transactionID } = transaction;
    const payment = { gateway: 'ducapp', orderReference, status, amount, currency } as const;
    return { ok: true, payment: { ...payment, gatewayTransactionId: transactionID, raw } };
  }

  return { name: 'ducapp', createPayment, authenticate };
}
