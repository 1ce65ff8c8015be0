import type { SiteData } from '@giro/shared/site-data';
import type { RenderedPage } from '@giro/shared/web-render';

// The server validated this data and wrote it into this very page: it is read without checking
// again, which keeps zod off the first screen.
function readJsonScript<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The `<script id="giro-data">` payload (operator settings), absent on the Vite dev server. */
export function readEmbeddedData(): SiteData | undefined {
  return readJsonScript('giro-data');
}

/** Present when the server rendered the page's markup (`giro-page`): what it rendered it from. */
export function readRenderedPage(): RenderedPage | undefined {
  return readJsonScript('giro-page');
}
