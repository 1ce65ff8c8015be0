import { type ReactNode, Suspense, useId } from 'react';
import { nextTask } from '@/lib/next-task';

/**
 * True while the server's markup hydrates, from the first task until a task passes with no part
 * left waiting: parts met then, a part's own parts included, get a later task of their own.
 */
let hydrating = false;
/** What the last part handed a task waits for; the next part waits for the task after it. */
let lastTurn: Promise<void> = Promise.resolve();
/** Resolves when hydrating ends. */
let allHydrated: Promise<void> = Promise.resolve();
/** The parts still waiting for their task, by `useId`. */
const waiting = new Map<string, Promise<void>>();
/** The parts that have had their task. */
const passed = new Set<string>();

/** Waits for the last part's turn, again while parts met meanwhile (nested ones) queue theirs. */
async function untilNoPartWaits(): Promise<void> {
  let awaited: Promise<void>;
  do {
    awaited = lastTurn;
    await awaited;
    await nextTask();
  } while (awaited !== lastTurn);
}

/**
 * Called right before the browser hydrates the server's markup: parts wrapped in `HydrateLater`
 * then hydrate after the rest, each in a task of its own, in the page's order (a part's own
 * parts after those met before them).
 */
export function hydrateLaterPartsAfterThisTask(): void {
  hydrating = true;
  lastTurn = Promise.resolve();
  allHydrated = untilNoPartWaits().then(() => {
    hydrating = false;
    passed.clear();
  });
}

/** Resolves once every part hydrated later has had its task (the page answers everywhere). */
export function laterPartsHydrated(): Promise<void> {
  return allHydrated;
}

function turnOf(id: string): Promise<void> | undefined {
  if (!hydrating || passed.has(id)) return undefined;
  let turn = waiting.get(id);
  if (turn === undefined) {
    lastTurn = lastTurn.then(nextTask);
    turn = lastTurn.then(() => {
      waiting.delete(id);
      passed.add(id);
    });
    waiting.set(id, turn);
  }
  return turn;
}

function WaitForTurn({ id, children }: { id: string; children: ReactNode }) {
  const turn = turnOf(id);
  // Suspending while hydrating keeps the server's markup on screen, untouched, until then.
  if (turn !== undefined) throw turn;
  return children;
}

/**
 * Hydrates a part (one element: Preact keeps a suspended part's single root as the server sent
 * it) in a task of its own, after the rest of the page: no single task holds the main thread for
 * the whole page on a slow phone (Lighthouse's total blocking time). It changes nothing where
 * nothing is hydrated: on the server, in tests, after navigation.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <WaitForTurn id={id}>{children}</WaitForTurn>
    </Suspense>
  );
}
