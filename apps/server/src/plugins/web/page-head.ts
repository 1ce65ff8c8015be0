import { type Language, languages } from '@giro/shared/i18n';
import type { PageDescription } from '@giro/shared/web-render';
import { escapeHtml } from '../../lib/escape-html.ts';
import { languageParameter } from './page-language.ts';

export interface PageHeadInput {
  page: PageDescription;
  /** Where the page lives: `https://giro.example`. */
  origin: string;
  pathname: string;
  language: Language;
  /** The address named the language (`?lang=en`): that address is the canonical one. */
  languageInAddress: boolean;
  /** The script of the first screen's catalogues in `language`, fetched with the page. */
  catalogueScript: string | undefined;
}

/** The same page in one language: `/faq?lang=en`. */
export function languageAddress(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}?${languageParameter}=${language}`;
}

function link(attributes: Record<string, string>): string {
  const pairs = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<link ${pairs.join(' ')}>`;
}

/** Addresses of every language version, and the language-less one for everybody else. */
function alternates(origin: string, pathname: string): string[] {
  return [
    ...languages.map((language) =>
      link({
        rel: 'alternate',
        hreflang: language,
        href: languageAddress(origin, pathname, language),
      }),
    ),
    link({ rel: 'alternate', hreflang: 'x-default', href: `${origin}${pathname}` }),
  ];
}

/** Title, description, indexing, canonical and language addresses, and the catalogue preload. */
export function pageHead({
  page,
  origin,
  pathname,
  language,
  languageInAddress,
  catalogueScript,
}: PageHeadInput): string {
  const canonical = languageInAddress
    ? languageAddress(origin, pathname, language)
    : `${origin}${pathname}`;
  // Needed only to hydrate: after the stylesheet, which the first paint needs.
  const preload =
    catalogueScript &&
    link({ rel: 'modulepreload', fetchpriority: 'low', crossorigin: '', href: catalogueScript });
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    ...(page.indexable
      ? [link({ rel: 'canonical', href: canonical }), ...alternates(origin, pathname)]
      : ['<meta name="robots" content="noindex">']),
    ...(preload ? [preload] : []),
  ].join('');
}
