import type { PaymentMethod } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { createCachedLoader } from '../../lib/cached-loader.ts';
import { createPaymentMethodsRepository } from './payment-methods-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentMethodsService: PaymentMethodsService;
  }
}

export interface PaymentMethodsService {
  /** The enabled methods in the operator's order (`GET /get_gateways`). */
  enabled(): Promise<PaymentMethod[]>;
  isEnabled(method: PaymentMethod): Promise<boolean>;
  /** Call after the operator changes the `gateways` table. */
  invalidate(): void;
}

/** Keeps the list in memory for `ttlMs`, so other server processes' edits show up too. */
export function createPaymentMethodsService(db: Database, ttlMs = 60_000): PaymentMethodsService {
  const repository = createPaymentMethodsRepository(db);
  const cached = createCachedLoader(() => repository.listEnabled(), ttlMs);
  return {
    enabled: cached.get,
    async isEnabled(method) {
      return (await cached.get()).includes(method);
    },
    invalidate: cached.invalidate,
  };
}
