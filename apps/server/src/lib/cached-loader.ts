export interface CachedLoader<T> {
  /** The cached value; loads it when absent, and reloads it in the background past the TTL. */
  get(): Promise<T>;
  /** Drops the value (and any reload in flight) so the next `get` waits for a fresh load. */
  invalidate(): void;
}

/**
 * Keeps one load in memory; the TTL bounds how long another server process's edits stay unseen
 * when their notice is lost. Concurrent callers share one load. Past the TTL the value is
 * reloaded in the background while callers keep getting the one they had, so no caller waits
 * on the database once a value is loaded; a reload that fails drops the value, so the next
 * caller loads afresh (and sees the failure) rather than getting an old value indefinitely.
 */
export function createCachedLoader<T>(
  load: () => Promise<T>,
  ttlMs: number,
  /** Told of each read: served from memory (hit) or waiting for a load (miss), for the metrics. */
  observe?: (result: 'hit' | 'miss') => void,
): CachedLoader<T> {
  let cached: { value: Promise<T>; expires: number } | undefined;
  let reloading: Promise<T> | undefined;

  function start(): Promise<T> {
    const value = load();
    cached = { value, expires: Date.now() + ttlMs };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  }

  function reload(): void {
    const value = load();
    reloading = value;
    // An invalidate while it ran voids it: it may have read the data from before the change.
    const settle = (next: typeof cached) => {
      if (reloading !== value) return;
      reloading = undefined;
      cached = next;
    };
    value.then(
      () => settle({ value, expires: Date.now() + ttlMs }),
      () => settle(undefined),
    );
  }

  return {
    get() {
      if (cached === undefined) {
        observe?.('miss');
        return start();
      }
      if (cached.expires <= Date.now() && reloading === undefined) reload();
      observe?.('hit');
      return cached.value;
    },
    invalidate() {
      cached = undefined;
      reloading = undefined;
    },
  };
}
