import { type ReactNode, Suspense } from 'react';

/** Pending from just before hydration until the next task starts. */
let nextTask: Promise<void> | undefined;

/**
 * Called right before the browser hydrates the server's markup: parts wrapped in `HydrateLater`
 * then wait for the task after the one that hydrates the rest.
 */
export function hydrateLaterPartsAfterThisTask(): void {
  nextTask = new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
    nextTask = undefined;
  });
}

function WaitForNextTask({ children }: { children: ReactNode }) {
  // Suspending while hydrating keeps the server's markup on screen, untouched, until then.
  if (nextTask !== undefined) throw nextTask;
  return children;
}

/**
 * Hydrates a part below the first screen (one element: Preact keeps a suspended part's single
 * root as the server sent it) in a task of its own, after the rest of the page: no single task
 * holds the main thread for the whole page on a slow phone (Lighthouse's total blocking time).
 * It changes nothing where nothing is hydrated: on the server, in tests, after navigation.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForNextTask>{children}</WaitForNextTask>
    </Suspense>
  );
}
