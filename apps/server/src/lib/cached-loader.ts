export interface CachedLoader<T, Args extends unknown[] = []> {
  /** The cached value; loads it when absent, and reloads it past the TTL. */
  get(...args: Args): Promise<T>;
  /** Drops the value (and any reload in flight) so the next `get` waits for a fresh load. */
  invalidate(): void;
}

/**
 * Keeps one load in memory; the TTL bounds how long another server process's edits stay unseen
 * when their notice is lost. Concurrent callers share one load, and a failed load is not kept.
 *
 * A loader that needs nothing is reloaded in the background past the TTL while callers keep
 * getting the value they had, so no caller waits on the database once a value is loaded; a
 * reload that fails drops the value, so the next caller loads afresh (and sees the failure)
 * rather than getting an old value indefinitely. A loader given `args` reads through them (the
 * caller's transaction: the embedded database serves one at a time), which a background reload
 * could outlive, so past the TTL its caller waits for the reload.
 */
export function createCachedLoader<T, Args extends unknown[] = []>(
  load: (...args: Args) => Promise<T>,
  ttlMs: number,
  /** Told of each read: served from memory (hit) or waiting for a load (miss), for the metrics. */
  observe?: (result: 'hit' | 'miss') => void,
): CachedLoader<T, Args> {
  let cached: { value: Promise<T>; expires: number } | undefined;
  let reloading: Promise<T> | undefined;

  // One settled promise per load: a query builder is a thenable that runs again at every await.
  const run = (args: Args): Promise<T> => Promise.resolve(load(...args));

  function start(args: Args): Promise<T> {
    const value = run(args);
    cached = { value, expires: Date.now() + ttlMs };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  }

  function reload(args: Args): void {
    const value = run(args);
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
    get(...args) {
      const stale = cached !== undefined && cached.expires <= Date.now();
      if (cached === undefined || (stale && args.length > 0)) {
        observe?.('miss');
        return start(args);
      }
      if (stale && reloading === undefined) reload(args);
      observe?.('hit');
      return cached.value;
    },
    invalidate() {
      cached = undefined;
      reloading = undefined;
    },
  };
}
