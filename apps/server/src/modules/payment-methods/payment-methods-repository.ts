import type { PaymentMethod } from '@giro/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { gateways } from './payment-methods-tables.ts';

export function createPaymentMethodsRepository(db: Database) {
  return {
    /** The enabled methods in the operator's order. */
    async listEnabled(): Promise<PaymentMethod[]> {
      const rows = await db
        .select({ name: gateways.name })
        .from(gateways)
        .where(eq(gateways.enabled, true))
        .orderBy(asc(gateways.position), asc(gateways.name));
      return rows.map((row) => row.name);
    },

    async save(method: { name: PaymentMethod; enabled: boolean; position: number }) {
      await db
        .insert(gateways)
        .values(method)
        .onConflictDoUpdate({
          target: gateways.name,
          set: { enabled: method.enabled, position: method.position },
        });
    },
  };
}
