import { describe, expect, it } from 'vitest';
import { createQuoteCounter, type QuoteCount } from './quote-counter.ts';

/** A store whose writes finish only when the test says so. */
function heldStore() {
  const writes: QuoteCount[][] = [];
  const releases: (() => void)[] = [];
  return {
    writes,
    save: (counts: QuoteCount[]) => {
      writes.push(counts.map((counted) => ({ ...counted })));
      return new Promise<void>((resolve) => releases.push(resolve));
    },
    releaseAll: () => {
      for (const release of releases.splice(0)) release();
    },
  };
}

const noon = () => new Date('2026-03-01T12:00:00Z');
const silent = { error: () => {} };

describe('createQuoteCounter', () => {
  it('writes the first quote at once and gathers the ones that come during that write', async () => {
    const store = heldStore();
    const counter = createQuoteCounter({ save: store.save, now: noon, log: silent });
    counter.count('USD', 'CUP');
    for (let quote = 0; quote < 4; quote += 1) counter.count('USD', 'CUP');
    counter.count('EUR', 'CUP');
    expect(store.writes).toEqual([
      [{ day: '2026-03-01', paymentCurrency: 'USD', destinationCurrency: 'CUP', count: 1 }],
    ]);
    store.releaseAll();
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.writes[1]).toEqual([
      { day: '2026-03-01', paymentCurrency: 'EUR', destinationCurrency: 'CUP', count: 1 },
      { day: '2026-03-01', paymentCurrency: 'USD', destinationCurrency: 'CUP', count: 4 },
    ]);
    store.releaseAll();
    await counter.flush();
    expect(store.writes).toHaveLength(2);
  });

  it('logs a failed write with the quotes it lost, and keeps counting', async () => {
    const logged: unknown[] = [];
    let fail = true;
    const saved: QuoteCount[][] = [];
    const counter = createQuoteCounter({
      save: async (counts) => {
        if (fail) throw new Error('database down');
        saved.push(counts);
      },
      now: noon,
      log: { error: (details: unknown) => logged.push(details) },
    });
    expect(() => counter.count('USD', 'CUP')).not.toThrow();
    await counter.flush();
    expect(logged).toEqual([{ err: new Error('database down'), lost: 1 }]);
    fail = false;
    counter.count('USD', 'CUP');
    await counter.flush();
    expect(saved).toEqual([
      [{ day: '2026-03-01', paymentCurrency: 'USD', destinationCurrency: 'CUP', count: 1 }],
    ]);
  });
});
