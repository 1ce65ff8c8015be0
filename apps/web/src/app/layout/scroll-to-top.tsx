import { useLayoutEffect } from 'react';

/**
 * Mounted with the location's key, so every navigation starts at the top (spec §2), unless
 * the URL names a section (`/politica-de-cookies#manage`): then it starts there.
 */
export function ScrollToTop({ hash }: { hash: string }) {
  useLayoutEffect(() => {
    const section = hash.length > 1 ? document.getElementById(hash.slice(1)) : null;
    if (section) section.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [hash]);
  return null;
}
