import type { CurrencyRouteTerms } from '@giro/shared/admin/pricing-admin-contracts';
import type { DestinationCode } from '@giro/shared/pricing/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  currencyRoutes,
  destinationCurrencies,
  paymentCurrencies,
} from '../../pricing/pricing-tables.ts';

export type CurrencyRouteRow = typeof currencyRoutes.$inferSelect;
export type PaymentCurrencyRow = typeof paymentCurrencies.$inferSelect;

const routeKey = (payment: string, destination: DestinationCode) =>
  and(
    eq(currencyRoutes.paymentCurrency, payment),
    eq(currencyRoutes.destinationCurrency, destination),
  );

/** Payment currencies and the routes from them to each destination. */
export function createCurrencyRoutesRepository(db: Database) {
  return {
    listCurrencies(): Promise<PaymentCurrencyRow[]> {
      return db
        .select()
        .from(paymentCurrencies)
        .orderBy(asc(paymentCurrencies.position), asc(paymentCurrencies.code));
    },

    async findCurrency(code: string): Promise<PaymentCurrencyRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCurrencies)
        .where(eq(paymentCurrencies.code, code));
      return row;
    },

    /** In the calculator's order: by payment currency, then by destination. */
    async listRoutes(): Promise<CurrencyRouteRow[]> {
      const rows = await db
        .select({ route: currencyRoutes })
        .from(currencyRoutes)
        .innerJoin(paymentCurrencies, eq(paymentCurrencies.code, currencyRoutes.paymentCurrency))
        .innerJoin(
          destinationCurrencies,
          eq(destinationCurrencies.code, currencyRoutes.destinationCurrency),
        )
        .orderBy(
          asc(paymentCurrencies.position),
          asc(paymentCurrencies.code),
          asc(destinationCurrencies.position),
          asc(destinationCurrencies.code),
        );
      return rows.map((row) => row.route);
    },

    async findRoute(
      payment: string,
      destination: DestinationCode,
    ): Promise<CurrencyRouteRow | undefined> {
      const [row] = await db.select().from(currencyRoutes).where(routeKey(payment, destination));
      return row;
    },

    /** Creates the route or replaces its terms. */
    async saveRoute(
      payment: string,
      destination: DestinationCode,
      terms: CurrencyRouteTerms,
    ): Promise<CurrencyRouteRow> {
      const values = {
        tasa: terms.tasa,
        commissionPercent: terms.commission_percent,
        commissionFixed: terms.commission_fixed,
        minPrincipal: terms.min_principal,
        maxPrincipal: terms.max_principal,
        enabled: terms.enabled,
        updatedAt: sql`now()`,
      };
      const [row] = await db
        .insert(currencyRoutes)
        .values({ paymentCurrency: payment, destinationCurrency: destination, ...values })
        .onConflictDoUpdate({
          target: [currencyRoutes.paymentCurrency, currencyRoutes.destinationCurrency],
          set: values,
        })
        .returning();
      if (row === undefined) throw new Error('route upsert returned no row');
      return row;
    },
  };
}
