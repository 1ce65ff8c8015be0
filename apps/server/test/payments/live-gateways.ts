import { loadEnv } from '../../src/config/env.ts';
import { createPaymentGateways } from '../../src/modules/payments/payment-gateways.ts';

const testToday = new Date('2024-08-21T12:00:00Z');

/** The gateways configured by `env` (credentials, base URLs on local fakes), fast retries. */
export function liveGateways(env: Record<string, string>) {
  return createPaymentGateways(loadEnv(env), {
    now: () => testToday,
    retryPolicy: { timeoutMs: 300, retries: 1, backoffMs: 1 },
  });
}

/** The expected payment the orders module would give for every reference. */
export const expecting = (amount: string, currency: string) => async () => ({ amount, currency });
