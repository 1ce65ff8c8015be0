import { useEffect } from 'react';

/**
 * Sets `<html data-interactive>` once the screen beside it is on: hydrated with its code, on a
 * page the server rendered. Every part of the page answers clicks from then on: React hydrates
 * at the first click any part it has not reached yet. End-to-end tests wait for it.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}
