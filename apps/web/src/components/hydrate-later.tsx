import { type ReactNode, Suspense, useId } from 'react';
import { nextTask } from '@/lib/next-task';

/** True during the task that hydrates the server's markup: parts met then get a later task. */
let hydrating = false;
/** What the last part handed a task waits for; the next part waits for the task after it. */
let lastTurn: Promise<void> = Promise.resolve();
/** The parts still waiting for their task, by `useId`. */
const waiting = new Map<string, Promise<void>>();

/**
 * Called right before the browser hydrates the server's markup: parts wrapped in `HydrateLater`
 * then hydrate after the rest, each in a task of its own, in the page's order.
 */
export function hydrateLaterPartsAfterThisTask(): void {
  hydrating = true;
  lastTurn = Promise.resolve();
  void nextTask().then(() => {
    hydrating = false;
  });
}

/** Resolves once every part hydrated later has had its task (the page answers everywhere). */
export function laterPartsHydrated(): Promise<void> {
  return lastTurn.then(nextTask);
}

function turnOf(id: string): Promise<void> | undefined {
  if (hydrating && !waiting.has(id)) {
    lastTurn = lastTurn.then(nextTask);
    waiting.set(
      id,
      lastTurn.then(() => {
        waiting.delete(id);
      }),
    );
  }
  return waiting.get(id);
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
