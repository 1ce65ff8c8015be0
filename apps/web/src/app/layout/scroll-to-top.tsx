import { useLayoutEffect } from 'react';

/** Mounted with the location's key, so every navigation starts at the top (spec §2). */
export function ScrollToTop() {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}
