import { readEmbeddedData } from '@/lib/embedded-data';
import { changeLanguage, hasLanguageCookie } from '@/lib/i18n';
import { appStore } from '@/lib/store/app-store';
import type { RouteCheck } from '../route-gate';

/**
 * Keeps the agent's `?hash=` of a home URL's query (spec §1); an empty `?hash=` forgets the
 * agent. The browser calls it before hydrating too.
 */
export function rememberAgent(search: string): void {
  const hash = new URLSearchParams(search).get('hash');
  if (hash !== null) appStore.setState({ freelancer: hash.trim() || null });
}

/**
 * Home's navigation guard (spec §2): keeps the agent's `?hash=`, and on a first visit takes the
 * domain name and, unless the visitor chose a language, the operator's locale from the page.
 * A home page the server rendered skipped it: the server applied the same rule.
 */
export const homeGuard: RouteCheck = async ({ search }) => {
  rememberAgent(search);
  const site = appStore.getState().currency === null ? readEmbeddedData() : undefined;
  if (site) {
    appStore.setState({ domain_name: site.domain_name });
    if (!hasLanguageCookie()) await changeLanguage(site.locale);
  }
  return null;
};
