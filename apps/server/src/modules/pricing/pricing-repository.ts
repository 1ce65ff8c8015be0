import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  currencyRoutes,
  deliveryOptions,
  destinationCurrencies,
  paymentCurrencies,
} from './pricing-tables.ts';

type PaymentCurrencyRow = typeof paymentCurrencies.$inferSelect;
export type DestinationRow = typeof destinationCurrencies.$inferSelect;
type CurrencyRouteRow = typeof currencyRoutes.$inferSelect;
export type DeliveryOptionRow = typeof deliveryOptions.$inferSelect;

/** Every pricing table as stored, lists in display order. */
export interface PricingRows {
  currencies: PaymentCurrencyRow[];
  destinations: DestinationRow[];
  routes: CurrencyRouteRow[];
  delivery: DeliveryOptionRow[];
}

export function createPricingRepository(db: Database) {
  return {
    /** Run it in a transaction (`readAll` in the service does) to see one consistent state. */
    async readAll(): Promise<PricingRows> {
      const currencies = await db
        .select()
        .from(paymentCurrencies)
        .orderBy(asc(paymentCurrencies.position), asc(paymentCurrencies.code));
      const destinations = await db
        .select()
        .from(destinationCurrencies)
        .orderBy(asc(destinationCurrencies.position), asc(destinationCurrencies.code));
      const routes = await db.select().from(currencyRoutes);
      const delivery = await db
        .select()
        .from(deliveryOptions)
        .orderBy(asc(deliveryOptions.position), asc(deliveryOptions.id));
      return { currencies, destinations, routes, delivery };
    },
  };
}
