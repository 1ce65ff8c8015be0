import { lazy } from 'react';
import { createStore, useStore } from './store/create-store';

/**
 * sonner's Toaster, fetched when first wanted so that loading a page never waits for it. Toasts
 * raised before it mounts still show: sonner replays active toasts to a new Toaster.
 */
export const LazyToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({ default: Toaster })),
);

const demand = createStore({ wanted: false });

/** Mounts the Toaster from now on (notify asks before raising a toast). */
export function wantToaster(): void {
  if (!demand.getState().wanted) demand.setState({ wanted: true });
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(wantToaster);
  else setTimeout(wantToaster, 1);
}

// Wanted once the page has loaded and the browser is idle, or sooner at the visitor's first
// action: toasts answer actions, or a page that opened (an expired link).
if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, wantToaster, { once: true, capture: true, passive: true });
  }
}

export function useToasterWanted(): boolean {
  return useStore(demand, (state) => state.wanted);
}
