import type { RateAlertDirection } from '@giro/shared/rate-alerts/rate-alert-contracts';
import { and, asc, count, desc, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import {
  currencyRoutes,
  destinationCurrencies,
  paymentCurrencies,
} from '../pricing/pricing-tables.ts';
import { type RateAlertRow, rateAlerts } from './rate-alerts-tables.ts';

export interface NewRateAlert {
  userId: string;
  paymentCurrency: string;
  destinationCurrency: string;
  direction: RateAlertDirection;
  target: string;
}

const corridorOf = (payment: string, destination: string) =>
  and(
    eq(rateAlerts.paymentCurrency, payment),
    eq(rateAlerts.destinationCurrency, destination),
  ) as SQL;

/** Whether `rate` meets the alert's target, in SQL. */
const meets = (rate: string) =>
  sql`((${rateAlerts.direction} = 'at_least' and ${rateAlerts.target} <= ${rate}::numeric)
    or (${rateAlerts.direction} = 'at_most' and ${rateAlerts.target} >= ${rate}::numeric))`;

/** Rate alerts and the corridors they watch; every read of one alert names its owner. */
export function createRateAlertsRepository(db: Database) {
  return {
    list(userId: string): Promise<RateAlertRow[]> {
      return db
        .select()
        .from(rateAlerts)
        .where(eq(rateAlerts.userId, userId))
        .orderBy(desc(rateAlerts.createdAt), desc(rateAlerts.id));
    },

    /** Fiat corridors open today (route, payment currency and destination on), with their rate. */
    corridors() {
      return db
        .select({
          currency: currencyRoutes.paymentCurrency,
          destination: currencyRoutes.destinationCurrency,
          rate: currencyRoutes.tasa,
        })
        .from(currencyRoutes)
        .innerJoin(paymentCurrencies, eq(paymentCurrencies.code, currencyRoutes.paymentCurrency))
        .innerJoin(
          destinationCurrencies,
          eq(destinationCurrencies.code, currencyRoutes.destinationCurrency),
        )
        .where(
          and(
            eq(currencyRoutes.enabled, true),
            eq(paymentCurrencies.enabled, true),
            eq(paymentCurrencies.fiat, true),
            eq(destinationCurrencies.enabled, true),
          ),
        )
        .orderBy(
          asc(paymentCurrencies.position),
          asc(paymentCurrencies.code),
          asc(destinationCurrencies.position),
          asc(destinationCurrencies.code),
        );
    },

    /**
     * Inserts unless the sender already has `limit` alerts: the sender's row is locked first, so
     * two requests at once cannot both take the last place.
     */
    async insertWithinLimit(alert: NewRateAlert, limit: number): Promise<RateAlertRow | 'full'> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, alert.userId))
          .for('update');
        const [counted] = await tx
          .select({ total: count() })
          .from(rateAlerts)
          .where(eq(rateAlerts.userId, alert.userId));
        if ((counted?.total ?? 0) >= limit) return 'full';
        const [row] = await tx.insert(rateAlerts).values(alert).returning();
        if (row === undefined) throw new Error('rate alert insert returned no row');
        return row;
      });
    },

    /** Deletes the alert if it is the user's: whether a row went. */
    async delete(id: number, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(rateAlerts)
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId)))
        .returning({ id: rateAlerts.id });
      return deleted.length > 0;
    },

    /** Deletes the alert whoever owns it (a signed unsubscribe link): the row, if it existed. */
    async unsubscribe(id: number): Promise<RateAlertRow | undefined> {
      const [row] = await db.delete(rateAlerts).where(eq(rateAlerts.id, id)).returning();
      return row;
    },

    /**
     * In the transaction of the operator's rate change: disarms and returns the armed alerts of
     * the corridor that `rate` now meets (each crossed its target), with their owner's address,
     * and arms again those `rate` no longer meets, so the next crossing is told too.
     */
    async cross(payment: string, destination: string, rate: string, at: Date) {
      const corridor = corridorOf(payment, destination);
      const crossed = await db
        .update(rateAlerts)
        .set({ armed: false, notifiedAt: at })
        .where(and(corridor, eq(rateAlerts.armed, true), meets(rate)))
        .returning();
      await db
        .update(rateAlerts)
        .set({ armed: true })
        .where(and(corridor, eq(rateAlerts.armed, false), not(meets(rate))));
      if (crossed.length === 0) return [];
      const owners = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          language: users.language,
        })
        .from(users)
        .where(
          and(
            inArray(
              users.id,
              crossed.map((alert) => alert.userId),
            ),
            eq(users.active, true),
            isNull(users.deactivatedAt),
          ),
        );
      return crossed.flatMap((alert) => {
        const owner = owners.find((user) => user.id === alert.userId);
        return owner ? [{ alert, owner }] : [];
      });
    },
  };
}
