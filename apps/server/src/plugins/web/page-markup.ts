import type { Language } from '@giro/shared/i18n';
import type { SiteData } from '@giro/shared/site-data';
import type { RenderedHome, RenderedPage, WebRenderer } from '@giro/shared/web-render';
import type { FastifyInstance } from 'fastify';

export interface PageMarkup {
  /** The contents of `#root`. */
  html: string;
  /** What it was rendered from, embedded for the browser to hydrate with. */
  page: RenderedPage;
}

export interface PageRequest {
  pathname: string;
  /** The agent hash of a home address ('' without one). */
  hash: string;
  language: Language;
  site: SiteData;
  host: string;
}

/** Both languages of every public page, and of the home page for the agents being visited now. */
const cachedPages = 64;

/**
 * Renders pages on the server with the operator's current data. A page is rendered once per
 * distinct data: the cache key is the data itself, so a pricing or settings change (which the
 * pricing and site services pick up at once, or within their TTL from another process) makes
 * the next visit render afresh, with no invalidation to forget.
 */
export function createPageMarkup(app: FastifyInstance, renderer: WebRenderer) {
  const cache = new Map<string, string | undefined>();

  async function offer(hash: string, language: Language): Promise<RenderedHome> {
    const agent = await app.pricingService.checkCustomer(hash, language);
    if (!agent.success) return { hash, agent };
    return { hash, agent, currencies: await app.pricingService.currencies(hash, language) };
  }

  async function render(key: string, render: () => Promise<string | undefined>) {
    if (cache.has(key)) {
      const html = cache.get(key);
      // Most recently used last, so the oldest is the one dropped.
      cache.delete(key);
      cache.set(key, html);
      return html;
    }
    const html = await render();
    if (cache.size >= cachedPages) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, html);
    return html;
  }

  return async function pageMarkup({
    pathname,
    hash,
    language,
    site,
    host,
  }: PageRequest): Promise<PageMarkup | undefined> {
    const home = pathname === '/' ? await offer(hash, language) : undefined;
    const url = home?.hash ? `/?hash=${encodeURIComponent(home.hash)}` : pathname;
    const domain = site.domain_name || host;
    // The footer shows the year.
    const key = JSON.stringify([url, language, site, domain, home, new Date().getFullYear()]);
    const html = await render(key, () => renderer.renderPage({ url, language, site, host, home }));
    return html === undefined ? undefined : { html, page: home ? { home } : {} };
  };
}
