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

  it('reloads once the TTL has passed, answering the value it has until the reload lands', async () => {
    vi.useFakeTimers();
    const source = counter();
    const cache = createCachedLoader(source.load, 1_000);
    expect(await cache.get()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get()).toBe(1);
    expect(source.calls()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    expect(source.calls()).toBe(2);
    expect(await cache.get()).toBe(2);
  });

  it('waits for no reload: one that is slow leaves every caller the value it has', async () => {
    vi.useFakeTimers();
    let release = (_value: string) => {};
    let loads = 0;
    const cache = createCachedLoader(() => {
      loads += 1;
      if (loads === 1) return Promise.resolve('first');
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    }, 1_000);
    await cache.get();
    vi.advanceTimersByTime(1_000);
    for (let call = 0; call < 3; call += 1) expect(await cache.get()).toBe('first');
    expect(loads).toBe(2);
    release('second');
    await Promise.resolve();
    expect(await cache.get()).toBe('second');
  });

  it('drops a reload that an invalidate overtook', async () => {
    vi.useFakeTimers();
    let release = (_value: string) => {};
    const loads = [
      async () => 'first',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
      async () => 'after the change',
    ];
    const cache = createCachedLoader(() => (loads.shift() ?? (async () => 'more'))(), 1_000);
    await cache.get();
    vi.advanceTimersByTime(1_000);
    expect(await cache.get()).toBe('first');
    cache.invalidate();
    expect(await cache.get()).toBe('after the change');
    release('read before the change');
    await Promise.resolve();
    expect(await cache.get()).toBe('after the change');
  });

  it('drops the value when its reload fails, so the next caller loads afresh', async () => {
    vi.useFakeTimers();
    const loads = [
      async () => 'first',
      async () => {
        throw new Error('database down');
      },
      async () => 'back',
    ];
    const cache = createCachedLoader(() => (loads.shift() ?? (async () => 'more'))(), 1_000);
    await cache.get();
    vi.advanceTimersByTime(1_000);
    expect(await cache.get()).toBe('first');
    await Promise.resolve();
    expect(await cache.get()).toBe('back');
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
