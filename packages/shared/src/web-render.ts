import type { Language } from './i18n.ts';
import type { CheckUserUrlResponse, GetCurrenciesResponse } from './pricing/contracts.ts';
import type { SiteData } from './site-data.ts';

// The contract between the server and the web app's server bundle
// (apps/web/dist/ssr/entry-server.mjs), which renders pages with the web app's own components.

/** The calculator's data the home page's markup was rendered with. */
export type RenderedHome = {
  /** The agent hash of the URL; '' for direct customers. */
  hash: string;
  agent: CheckUserUrlResponse;
  /** Absent when the agent check refused the link: the page shows the refusal, no form. */
  currencies?: GetCurrenciesResponse;
};

/**
 * Embedded in a page the server rendered (`<script id="giro-page">`): the browser hydrates the
 * markup from the very data it was made with.
 */
export type RenderedPage = { home?: RenderedHome };

export type PageRenderInput = {
  /** Path and query of the page. */
  url: string;
  language: Language;
  site: SiteData;
  /** Stands in for the domain name when the operator left it empty, as the browser's location does. */
  host: string;
  /** The home page's data; the server fetches it only for the home page. */
  home?: RenderedHome;
};

export type PageDescription = {
  title: string;
  description: string;
  /** Shown instead of the page when the browser runs no scripts (pages it renders alone). */
  noScript: string;
  /** False for pages of one visitor (profile, checkout…), which search engines should skip. */
  indexable: boolean;
  /** False when no route matches: the page answers 404 (the app shows its not-found page). */
  found: boolean;
};

export interface WebRenderer {
  /**
   * The contents of the page's `#root`, or `undefined` for pages only the browser can render
   * (those behind a guard, which needs the visitor's session or cart).
   */
  renderPage(input: PageRenderInput): Promise<string | undefined>;
  describePage(
    input: Omit<PageRenderInput, 'url' | 'home'> & { pathname: string },
  ): PageDescription;
  /** The pages a search engine should list (sitemap.xml). */
  publicPaths: readonly string[];
}
