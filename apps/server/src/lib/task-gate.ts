/**
 * Runs at most `limit` of the tasks given to it at once; the others wait their turn, in order.
 * For CPU-heavy work on the thread pool (image re-encoding) that must leave a core to requests.
 */
export function createTaskGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // The finishing task hands its place over, so no newcomer slips in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next === undefined) running -= 1;
      else next();
    }
  };
}
