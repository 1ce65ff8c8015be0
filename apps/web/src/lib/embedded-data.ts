import { type SiteData, siteDataSchema } from '@giro/shared/site-data';
import { parseJson } from './parse-json';

/** The `<script id="giro-data">` payload, or `undefined` when absent (dev server) or malformed. */
export function readEmbeddedData(): SiteData | undefined {
  const text = document.getElementById('giro-data')?.textContent;
  return text ? parseJson(text, siteDataSchema) : undefined;
}
