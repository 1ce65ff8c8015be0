export interface CachedLoader<T, Args extends unknown[] = []> {
  /** The cached value, loading it when absent or older than the TTL. */
  get(...args: Args): Promise<T>;
  /** Drops the value so the next `get` loads afresh. */
  invalidate(): void;
}

/**
 * Keeps one load in memory for `ttlMs`; the TTL bounds how long another server process's edits
 * stay unseen. Concurrent callers share one load, and a failed load is not kept. `args` say how
 * to read (the caller's transaction), never what: whoever loads first, every caller gets it.
 */
export function createCachedLoader<T, Args extends unknown[] = []>(
  load: (...args: Args) => Promise<T>,
  ttlMs: number,
  /** Told of each read: served from memory (hit) or loaded (miss), for the metrics. */
  observe?: (result: 'hit' | 'miss') => void,
): CachedLoader<T, Args> {
  let cached: { value: Promise<T>; expires: number } | undefined;
  return {
    get(...args) {
      if (cached !== undefined && cached.expires > Date.now()) {
        observe?.('hit');
        return cached.value;
      }
      observe?.('miss');
      const value = load(...args);
      cached = { value, expires: Date.now() + ttlMs };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
      return value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
