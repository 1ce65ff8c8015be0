import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import {
  cryptoPrices,
  currencyRoutes,
  deliveryOptions,
  destinationCurrencies,
  paymentCurrencies,
} from '../../src/modules/pricing/pricing-tables.ts';

type RouteEdit = Partial<typeof currencyRoutes.$inferInsert>;
type DestinationEdit = Partial<typeof destinationCurrencies.$inferInsert>;

/** What the operator console will change, written straight to the tables. */
export function operatorEdits(db: Database) {
  return {
    async route(payment: string, destination: string, edit: RouteEdit) {
      await db
        .update(currencyRoutes)
        .set(edit)
        .where(
          and(
            eq(currencyRoutes.paymentCurrency, payment),
            eq(currencyRoutes.destinationCurrency, destination),
          ),
        );
    },

    async destination(code: string, edit: DestinationEdit) {
      await db.update(destinationCurrencies).set(edit).where(eq(destinationCurrencies.code, code));
    },

    async currencyEnabled(code: string, enabled: boolean) {
      await db.update(paymentCurrencies).set({ enabled }).where(eq(paymentCurrencies.code, code));
    },

    async deliveryDefault(id: number, isDefault: number) {
      await db.update(deliveryOptions).set({ isDefault }).where(eq(deliveryOptions.id, id));
    },

    async removeCryptoPrice(currency: string) {
      await db.delete(cryptoPrices).where(eq(cryptoPrices.currency, currency));
    },
  };
}
