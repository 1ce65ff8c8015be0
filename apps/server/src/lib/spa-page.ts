import type { SiteData } from '@giro/shared/site-data';

const htmlUnsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close the `<script>` element it sits in, whatever the data holds. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => htmlUnsafe[char] ?? char);
}

/** index.html with the embedded data and the CSRF meta in place of the build's placeholders. */
export function renderSpaPage(template: string, data: SiteData, csrfToken: string): string {
  const script = `<script id="giro-data" type="application/json">${jsonForScript(data)}</script>`;
  const meta = `<meta name="csrf-token" content="${csrfToken}">`;
  // Replacer functions, because `$&`-style patterns in a replacement string would be expanded.
  return template.replace('<!--giro-data-->', () => script).replace('<!--giro-csrf-->', () => meta);
}
