import { useLayoutEffect } from 'react';

/**
 * Mounted with the location's key, so every navigation starts at the top (spec §2), unless
 * the URL names a section (`/politica-de-cookies#manage`): then it starts there. The page first
 * opened stays where the browser put it: a visitor may have scrolled the server's markup.
 */
export function ScrollToTop({ hash, first }: { hash: string; first: boolean }) {
  useLayoutEffect(() => {
    const section = hash.length > 1 ? document.getElementById(hash.slice(1)) : null;
    if (section) section.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
  }, [hash, first]);
  return null;
}
