import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { quoteCounts } from './pricing-tables.ts';

export interface QuoteCounterDeps {
  db: Database;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * The funnel's first step: each answered quote adds one to its UTC day and corridor's row
 * (`count = count + 1`, one row per day and corridor, never a row per quote), written before the
 * quote answers, so no count waits in a process that could die. A write that fails is logged and
 * the quote still answers: the sender's price never depends on the operator's statistics.
 */
export function createQuoteCounter({ db, now, log }: QuoteCounterDeps) {
  return async function countQuote(
    paymentCurrency: string,
    destinationCurrency: string,
  ): Promise<void> {
    const day = now().toISOString().slice(0, 10);
    try {
      await db
        .insert(quoteCounts)
        .values({ day, paymentCurrency, destinationCurrency, count: 1 })
        .onConflictDoUpdate({
          target: [quoteCounts.day, quoteCounts.paymentCurrency, quoteCounts.destinationCurrency],
          set: { count: sql`${quoteCounts.count} + 1` },
        });
    } catch (error) {
      log.error({ err: error, paymentCurrency, destinationCurrency }, 'quote not counted');
    }
  };
}
