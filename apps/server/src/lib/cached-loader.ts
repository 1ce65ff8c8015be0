export interface CachedLoader<T> {
  /** The cached value, loading it when absent or older than the TTL. */
  get(): Promise<T>;
  /** Drops the value so the next `get` loads afresh. */
  invalidate(): void;
}

/**
 * Keeps one load in memory for `ttlMs`; the TTL bounds how long another server process's edits
 * stay unseen. Concurrent callers share one load, and a failed load is not kept.
 */
export function createCachedLoader<T>(
  load: () => Promise<T>,
  ttlMs: number,
  /** Told of each read: served from memory (hit) or loaded (miss), for the metrics. */
  observe?: (result: 'hit' | 'miss') => void,
): CachedLoader<T> {
  let cached: { value: Promise<T>; expires: number } | undefined;
  return {
    get() {
      if (cached !== undefined && cached.expires > Date.now()) {
        observe?.('hit');
        return cached.value;
      }
      observe?.('miss');
      const value = load();
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
