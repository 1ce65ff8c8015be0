import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuoteCounter, type QuoteCount } from './quote-counter.ts';

const windowMs = 5_000;
const silent = { error: () => {} };

/** A store recording each write; `fail` makes the next writes throw. */
function recordingStore() {
  const writes: QuoteCount[][] = [];
  const store = {
    writes,
    fail: false,
    save: async (counts: QuoteCount[]) => {
      if (store.fail) throw new Error('database down');
      writes.push(counts.map((counted) => ({ ...counted })));
    },
  };
  return store;
}

const at = (iso: string) => () => new Date(iso);
const row = (day: string, paymentCurrency: string, destinationCurrency: string, count: number) => ({
  day,
  paymentCurrency,
  destinationCurrency,
  count,
});

describe('createQuoteCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds quotes in memory and writes one row per day and corridor once the window ends', async () => {
    const store = recordingStore();
    const counter = createQuoteCounter({ ...store, now: at('2026-03-01T12:00:00Z'), log: silent });
    for (let quote = 0; quote < 3; quote += 1) counter.count('USD', 'CUP');
    counter.count('EUR', 'MLC');
    await vi.advanceTimersByTimeAsync(windowMs - 1);
    expect(store.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.writes).toEqual([
      [row('2026-03-01', 'EUR', 'MLC', 1), row('2026-03-01', 'USD', 'CUP', 3)],
    ]);
    // Nothing held, nothing written: an idle instance does not wake up.
    await vi.advanceTimersByTimeAsync(windowMs * 3);
    expect(store.writes).toHaveLength(1);
  });

  it('writes a quote at most one window after it was counted, however many come after it', async () => {
    const store = recordingStore();
    const counter = createQuoteCounter({ ...store, now: at('2026-03-01T12:00:00Z'), log: silent });
    for (let second = 0; second < 12; second += 1) {
      counter.count('USD', 'CUP');
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(store.writes.map((write) => write[0]?.count)).toEqual([5, 5]);
    await vi.advanceTimersByTimeAsync(windowMs);
    expect(store.writes.map((write) => write[0]?.count)).toEqual([5, 5, 2]);
  });

  it('counts a quote under the UTC day it was answered, even when written after midnight', async () => {
    const store = recordingStore();
    let now = new Date('2026-03-01T23:59:59Z');
    const counter = createQuoteCounter({ ...store, now: () => now, log: silent });
    counter.count('USD', 'CUP');
    now = new Date('2026-03-02T00:00:01Z');
    counter.count('USD', 'CUP');
    await counter.flush();
    expect(store.writes).toEqual([
      [row('2026-03-01', 'USD', 'CUP', 1), row('2026-03-02', 'USD', 'CUP', 1)],
    ]);
  });

  it('keeps the counts of a failed write for the next one, and logs them', async () => {
    const store = recordingStore();
    const logged: unknown[] = [];
    const log = { error: (details: unknown) => logged.push(details) };
    const counter = createQuoteCounter({ ...store, now: at('2026-03-01T12:00:00Z'), log });
    counter.count('USD', 'CUP');
    store.fail = true;
    await vi.advanceTimersByTimeAsync(windowMs);
    expect(logged).toEqual([{ err: new Error('database down'), quotes: 1, retried: true }]);
    store.fail = false;
    counter.count('USD', 'CUP');
    await vi.advanceTimersByTimeAsync(windowMs);
    expect(store.writes).toEqual([[row('2026-03-01', 'USD', 'CUP', 2)]]);
  });

  it('writes one batch at a time: a flush during a write waits, then writes what came since', async () => {
    const writes: QuoteCount[][] = [];
    let release = () => {};
    const save = (counts: QuoteCount[]) => {
      writes.push(counts.map((counted) => ({ ...counted })));
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const counter = createQuoteCounter({ save, now: at('2026-03-01T12:00:00Z'), log: silent });
    counter.count('USD', 'CUP');
    const first = counter.flush();
    await vi.advanceTimersByTimeAsync(0);
    counter.count('USD', 'CUP');
    counter.count('USD', 'CUP');
    const second = counter.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(1);
    release();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([
      [row('2026-03-01', 'USD', 'CUP', 1)],
      [row('2026-03-01', 'USD', 'CUP', 2)],
    ]);
    release();
    await second;
  });

  it('writes what it holds on close, and arms no timer after it', async () => {
    const store = recordingStore();
    const counter = createQuoteCounter({ ...store, now: at('2026-03-01T12:00:00Z'), log: silent });
    counter.count('CAD', 'CUP');
    await counter.close();
    expect(store.writes).toEqual([[row('2026-03-01', 'CAD', 'CUP', 1)]]);
    counter.count('CAD', 'CUP');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the quote counter's timer", () => {
  const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

  it('writes on time without keeping the process alive', async () => {
    const store = recordingStore();
    const counter = createQuoteCounter({
      ...store,
      now: () => new Date(),
      log: silent,
      windowMs: 20,
    });
    const before = timers();
    counter.count('USD', 'CUP');
    // Armed (a write is due) but unref'd: Node would exit without waiting for it.
    expect(timers()).toBe(before);
    await vi.waitFor(() => expect(store.writes).toHaveLength(1));
    await counter.close();
  });
});
