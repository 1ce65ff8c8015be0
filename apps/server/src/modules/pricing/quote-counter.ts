import { quoteCountWindowSeconds } from '@giro/shared/admin/dashboard-contracts';
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
  /** Counts one answered quote in this process's memory: no I/O, never throws, never waits. */
  count(paymentCurrency: string, destinationCurrency: string): void;
  /** Writes every count held so far; a failed write is logged and its counts held for the next. */
  flush(): Promise<void>;
  /** The graceful end (the app's onClose): no new timer, and what is held is written. */
  close(): Promise<void>;
}

export interface QuoteCounterDeps {
  /** Adds the counts to their rows in one statement. */
  save: (counts: QuoteCount[]) => Promise<void>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** How long a count may wait in memory: what a crash can lose. */
  windowMs?: number;
}

/** One upsert of every held day and corridor: `count = count + n` on the rows that exist. */
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

const keyOf = ({ day, paymentCurrency, destinationCurrency }: QuoteCount) =>
  `${day}\n${paymentCurrency}\n${destinationCurrency}`;

const dayMs = 86_400_000;

/** The UTC day of an instant, formatted once per day rather than once per quote. */
function utcDays() {
  let start = 0;
  let end = 0;
  let day = '';
  return (at: Date): string => {
    const ms = at.getTime();
    if (ms < start || ms >= end) {
      start = ms - (((ms % dayMs) + dayMs) % dayMs);
      end = start + dayMs;
      day = new Date(start).toISOString().slice(0, 10);
    }
    return day;
  };
}

/**
 * The funnel's quote counts, off the quote's path: each instance adds its quotes up in memory
 * and writes them at most `windowMs` after the first one it holds (and on a graceful shutdown),
 * one row per day and corridor, so a quote never waits on the database or on another
 * instance's row lock. A crash (kill -9, out of memory) loses the counts held: at most the last
 * window's quotes of that instance (docs/architecture.md, "Quote statistics").
 */
export function createQuoteCounter({
  save,
  now,
  log,
  windowMs = quoteCountWindowSeconds * 1000,
}: QuoteCounterDeps): QuoteCounter {
  const utcDay = utcDays();
  let held = new Map<string, QuoteCount>();
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();
  let closed = false;

  function hold(counted: QuoteCount): void {
    const key = keyOf(counted);
    const existing = held.get(key);
    if (existing === undefined) held.set(key, { ...counted });
    else existing.count += counted.count;
  }

  function arm(): void {
    if (timer !== undefined || closed || held.size === 0) return;
    // A statistic's timer, not business work (docs/architecture.md): unref'd, so it never keeps
    // a process alive, and armed only while counts wait, so an idle instance never wakes up.
    timer = setTimeout(() => void flush(), windowMs);
    timer.unref();
  }

  async function write(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (held.size === 0) return;
    // One key order on every instance, so two instances' upserts cannot deadlock each other.
    const batch = [...held.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, c]) => c);
    held = new Map();
    try {
      await save(batch);
    } catch (error) {
      for (const counted of batch) hold(counted);
      const quotes = batch.reduce((sum, counted) => sum + counted.count, 0);
      log.error({ err: error, quotes, retried: !closed }, 'quote counts not saved');
    }
    arm();
  }

  function flush(): Promise<void> {
    // One write at a time: a flush during a write waits for it, then writes what came since.
    writing = writing.then(write);
    return writing;
  }

  return {
    count(paymentCurrency, destinationCurrency) {
      hold({ day: utcDay(now()), paymentCurrency, destinationCurrency, count: 1 });
      arm();
    },
    flush,
    close() {
      closed = true;
      return flush();
    },
  };
}
