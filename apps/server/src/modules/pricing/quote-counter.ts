import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { quoteCounts } from './pricing-tables.ts';

/** Quotes of one UTC day and corridor, to add to its row. */
export interface QuoteCount {
  day: string;
  paymentCurrency: string;
  destinationCurrency: string;
  count: number;
}

export interface QuoteCounter {
  /** Counts one answered quote for its UTC day and corridor; never throws, never waits. */
  count(paymentCurrency: string, destinationCurrency: string): void;
  /** Resolves once every quote counted so far is written (or its failed write was logged). */
  flush(): Promise<void>;
}

export interface QuoteCounterDeps {
  /** Adds the counts to their rows in one statement. */
  save: (counts: QuoteCount[]) => Promise<void>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** One upsert for all the corridors of a batch: `count = count + n` on each existing row. */
export function saveQuoteCounts(db: Database): QuoteCounterDeps['save'] {
  return async (counts) => {
    await db
      .insert(quoteCounts)
      .values(counts)
      .onConflictDoUpdate({
        target: [quoteCounts.day, quoteCounts.paymentCurrency, quoteCounts.destinationCurrency],
        set: { count: sql`${quoteCounts.count} + excluded.count` },
      });
  };
}

const keyOf = ({ day, paymentCurrency, destinationCurrency }: Omit<QuoteCount, 'count'>) =>
  `${day}\n${paymentCurrency}\n${destinationCurrency}`;

/**
 * The funnel's quote counter, kept off the quote's path (quotes need no database otherwise):
 * counts gather in memory while one upsert is in flight and go out with the next one, so an idle
 * server writes each quote at once and a busy one writes one row per corridor per round trip
 * instead of queueing a write per quote on the same hot row. Best-effort: a failed write, or a
 * crash between the quote and its write, loses those counts (logged), never the quote.
 */
export function createQuoteCounter({ save, now, log }: QuoteCounterDeps): QuoteCounter {
  let pending = new Map<string, QuoteCount>();
  let writing: Promise<void> | null = null;

  function drain(): void {
    if (writing !== null || pending.size === 0) return;
    // One key order for every instance, so concurrent multi-row upserts cannot deadlock.
    const batch = [...pending.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, c]) => c);
    pending = new Map();
    writing = save(batch)
      .catch((error: unknown) => {
        const lost = batch.reduce((sum, counted) => sum + counted.count, 0);
        log.error({ err: error, lost }, 'quote counts not saved');
      })
      .finally(() => {
        writing = null;
        drain();
      });
  }

  return {
    count(paymentCurrency, destinationCurrency) {
      const day = now().toISOString().slice(0, 10);
      const key = keyOf({ day, paymentCurrency, destinationCurrency });
      const counted = pending.get(key);
      if (counted === undefined) {
        pending.set(key, { day, paymentCurrency, destinationCurrency, count: 1 });
      } else counted.count += 1;
      drain();
    },
    async flush() {
      while (writing !== null) await writing;
    },
  };
}
