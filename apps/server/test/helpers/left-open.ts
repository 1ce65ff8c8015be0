/**
 * What test files open and must close: apps and databases. A worker runs many files in one
 * process (vitest.config.ts, `isolate: false`), so an app left open would keep polling its job
 * queue, and holding its database, through every later file. `test/setup.ts` closes what a file
 * left open and fails that file.
 */
interface Closable {
  close(): Promise<void>;
}

const open = new Map<Closable, string>();

/** `resource`, whose `close` also crosses it off; `what` names it if it is left open. */
export function tracked<Resource extends Closable>(resource: Resource, what: string): Resource {
  const crossedOff: Resource = {
    ...resource,
    async close() {
      open.delete(crossedOff);
      await resource.close();
    },
  };
  open.set(crossedOff, what);
  return crossedOff;
}

/** Closes everything still open, newest first; resolves to what it closed. */
export async function closeLeftOpen(): Promise<string[]> {
  const left = [...open].reverse();
  for (const [resource] of left) await resource.close();
  return left.map(([, what]) => what);
}
