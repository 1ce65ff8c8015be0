import Big from 'big.js';
import type { Database } from '../../db/database.ts';
import { createCachedLoader } from '../../lib/cached-loader.ts';
import { limitExceeded, limitRefusal, totalUsd, usdValues } from './limits-check.ts';
import { createLimitsRepository } from './limits-repository.ts';
import type { SenderLimitRow } from './limits-tables.ts';

const dayMs = 86_400_000;

/** An amount a sender is about to pay, in the currency its total is priced in. */
export interface Payment {
  userId: string | null;
  currency: string;
  amount: string;
}

/**
 * The operator's sender limits: checked on quotes (from a copy refreshed every minute, or at once
 * on `invalidate`) and on orders (read in the order's transaction, under the sender's lock, so
 * two orders placed together are counted one after the other).
 */
export function createLimitsService(db: Database, now: () => Date) {
  const rows = createCachedLoader(() => createLimitsRepository(db).all(), 60_000);

  async function used(executor: Database, userId: string, exceptCart: string | null) {
    const repository = createLimitsRepository(executor);
    const at = now().getTime();
    const [day, month] = await Promise.all([
      repository.totalsSince(userId, new Date(at - dayMs), exceptCart),
      repository.totalsSince(userId, new Date(at - 30 * dayMs), exceptCart),
    ]);
    return { day, month };
  }

  function check(
    limits: readonly SenderLimitRow[],
    payment: Payment,
    spent: Parameters<typeof limitRefusal>[2],
  ) {
    const row = limits.find((limit) => limit.currency === payment.currency);
    if (row === undefined) return;
    const refusal = limitRefusal(row, payment.amount, spent, usdValues(limits));
    if (refusal !== null) throw limitExceeded(refusal);
  }

  return {
    invalidate: rows.invalidate,

    /**
     * The calculator's quote: anyone is held to the one-transfer limit; a signed-in sender also
     * to what is left of their 24 hours and 30 days. `sender` is asked only when a limit applies
     * to the currency, so a quote without limits looks up no session. Throws 422 `limit_exceeded`.
     */
    async checkQuote(
      quoted: Omit<Payment, 'userId'>,
      sender: () => Promise<string | null>,
    ): Promise<void> {
      const limits = await rows.get();
      if (!limits.some((limit) => limit.currency === quoted.currency)) return;
      const userId = await sender();
      const spent = userId === null ? null : await used(db, userId, null);
      check(limits, { ...quoted, userId }, spent);
    },

    /**
     * A new order, in its transaction under the sender's lock; the open order of the same cart
     * (which the new one replaces) is not counted. Throws 422 `limit_exceeded`.
     */
    async checkOrder(tx: Database, payment: Payment & { userId: string }, cart: string) {
      const limits = await createLimitsRepository(tx).all();
      check(limits, payment, await used(tx, payment.userId, cart));
    },

    /** The sender's counted orders of the last 30 days in USD, `extra` included. */
    async monthUsd(tx: Database, userId: string, extra?: Omit<Payment, 'userId'>): Promise<Big> {
      const limits = await createLimitsRepository(tx).all();
      const { month } = await used(tx, userId, null);
      if (extra !== undefined) {
        const before = month.get(extra.currency) ?? '0';
        month.set(extra.currency, new Big(before).plus(extra.amount).toFixed());
      }
      return totalUsd(month, usdValues(limits));
    },
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
