import type { Language } from '@giro/shared/i18n';
import type { SiteData } from '@giro/shared/site-data';
import type { RenderedPage } from '@giro/shared/web-render';

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

export interface SpaPage {
  data: SiteData;
  csrfToken: string;
  language: Language;
  /** Replaces the template's default title and description (between `giro-head` markers). */
  head?: string;
  /** The contents of `#root`: the server's markup, or what shows without scripts. */
  root?: string;
  /** Set when `root` is the server's markup: what it was rendered from, to hydrate with. */
  page?: RenderedPage;
}

function script(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;
}

/** index.html with the page's language, head, markup, data and CSRF meta in its placeholders. */
export function renderSpaPage(template: string, page: SpaPage): string {
  const scripts =
    script('giro-data', page.data) + (page.page ? script('giro-page', page.page) : '');
  const meta = `<meta name="csrf-token" content="${page.csrfToken}">`;
  // Replacer functions, because `$&`-style patterns in a replacement string would be expanded.
  let html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    .replace('<!--giro-data-->', () => scripts)
    .replace('<!--giro-csrf-->', () => meta);
  if (page.head !== undefined) {
    const head = page.head;
    html = html.replace(/<!--giro-head-->[\s\S]*?<!--\/giro-head-->/, () => head);
  }
  if (page.root !== undefined) {
    const root = page.root;
    html = html.replace('<!--giro-root-->', () => root);
  }
  return html;
}
