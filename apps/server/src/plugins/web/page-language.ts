import { defaultLanguage, type Language, toLanguage } from '@giro/shared/i18n';
import type { SiteData } from '@giro/shared/site-data';
import type { FastifyRequest } from 'fastify';

export const languageCookie = 'language';
/** `?lang=en`: the address of a page in one language (hreflang, the language links). */
export const languageParameter = 'lang';

export interface PageLanguage {
  language: Language;
  /** The address named it (`?lang=en`): that address is the page's canonical one. */
  inAddress: boolean;
  /** Chosen by the address or the operator rather than the cookie: the cookie should keep it. */
  remember: boolean;
}

/**
 * A page's language: `?lang`, else the `language` cookie (spec §1), else on the home page the
 * operator's locale (spec §2, a first visit), else Spanish. The browser's app reads it back
 * from `<html lang>`, so what the server renders is what it hydrates.
 */
export function pageLanguage(request: FastifyRequest, site: SiteData, home: boolean): PageLanguage {
  const asked = toLanguage(new URL(request.url, 'http://page').searchParams.get(languageParameter));
  const chosen = toLanguage(request.cookies[languageCookie]);
  if (asked) return { language: asked, inAddress: true, remember: asked !== chosen };
  if (chosen) return { language: chosen, inAddress: false, remember: false };
  if (home) return { language: site.locale, inAddress: false, remember: true };
  return { language: defaultLanguage, inAddress: false, remember: false };
}
