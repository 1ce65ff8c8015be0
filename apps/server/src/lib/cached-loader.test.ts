import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCachedLoader } from './cached-loader.ts';

afterEach(() => {
  vi.useRealTimers();
});

function counter() {
  let count = 0;
  return { load: async () => ++count, calls: () => count };
}

describe('createCachedLoader', () => {
  it('shares one load between concurrent callers', async () => {
    const source = counter();
    const cache = createCachedLoader(source.load, 60_000);
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    expect(source.calls()).toBe(1);
  });

  it('loads again once the TTL has passed', async () => {
    vi.useFakeTimers();
    const source = counter();
    const cache = createCachedLoader(source.load, 1_000);
    expect(await cache.get()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get()).toBe(2);
  });

  it('loads again after invalidate', async () => {
    const source = counter();
    const cache = createCachedLoader(source.load, 60_000);
    await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = createCachedLoader(async () => {
      if (fail) throw new Error('database down');
      return 'loaded';
    }, 60_000);
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get()).toBe('loaded');
  });
});
