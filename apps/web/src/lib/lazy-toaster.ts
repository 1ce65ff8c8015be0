import { lazy, useEffect } from 'react';
import { createStore, useStore } from './store/create-store';

/**
 * sonner's Toaster, fetched with the first toast: no page load carries or waits for it. A toast
 * raised before it mounts still shows: sonner replays active toasts to a new Toaster.
 */
export const LazyToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({ default: Toaster })),
);

const toaster = createStore({ wanted: false, on: false });

/** Mounts the Toaster from now on (notify asks before raising a toast). */
export function wantToaster(): void {
  if (!toaster.getState().wanted) toaster.setState({ wanted: true });
}

export function useToasterWanted(): boolean {
  return useStore(toaster, (state) => state.wanted);
}

/** Whether the Toaster is on the page, and with it the live region that reads its toasts out. */
export function isToasterOn(): boolean {
  return toaster.getState().on;
}

/** Rendered beside the Toaster in its `<Suspense>`: mounts, so runs its effect, with it. */
export function ToasterOn(): null {
  useEffect(() => {
    toaster.setState({ on: true });
  }, []);
  return null;
}
