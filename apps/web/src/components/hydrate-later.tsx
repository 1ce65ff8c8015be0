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
/** The parts met while hydrating, by `useId`: the task each waits for, `null` once it had it. */
const turns = new Map<string, Promise<void> | null>();

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
    turns.clear();
  });
}

/** Resolves once every part hydrated later has had its task (the page answers everywhere). */
export function laterPartsHydrated(): Promise<void> {
  return allHydrated;
}

function turnOf(id: string): Promise<void> | undefined {
  if (!hydrating) return undefined;
  if (turns.has(id)) return turns.get(id) ?? undefined;
  lastTurn = lastTurn.then(nextTask);
  const turn = lastTurn.then(() => {
    turns.set(id, null);
  });
  turns.set(id, turn);
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
