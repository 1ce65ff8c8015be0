import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates the server's markup, true
 * afterwards (and from the start on pages the browser renders alone): for parts only a browser
 * can draw, which the server's markup must not contain.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
