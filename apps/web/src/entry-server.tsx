import type { PageDescription, PageRenderInput, WebRenderer } from '@giro/shared/web-render';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { matchPageMeta, metaParams, publicPaths } from './app/page-meta';
import { AppProvider } from './app/provider';
import { AppRoutes, createAppRoutes } from './app/router';
import { isServerRendered } from './app/server-rendering';
import { seedOffer } from './features/calculator/api/seed-offer';
import { documentTitle } from './lib/document-title';
import { createQueryClient } from './lib/query-client';
import { initialAppState } from './lib/store/app-state';
import { appStore } from './lib/store/app-store';
import { siteQueryOptions } from './lib/use-site';
import { serverI18n } from './server/server-i18n';

// The server's entry (vite build --ssr): pages rendered with the browser's own components,
// which the server (apps/server/src/plugins/web) writes into index.html.

/** The page rendering now: one at a time, as the store they read is one per process. */
let rendering: Promise<unknown> = Promise.resolve();

// Left to its default (12.8 KB), React moves the later parts of a bigger page out of place, to be
// put back by inline scripts as a stream's would be, which the CSP refuses.
const wholePage = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/**
 * A page's markup, prerendered by React (react-dom/static): it waits for every lazy screen and
 * catalogue the page suspends on, so the markup is whole and carries no script of its own.
 */
async function renderPage(input: PageRenderInput): Promise<string | undefined> {
  const page = rendering.then(() => prerenderPage(input));
  rendering = page.catch(() => undefined);
  return page;
}

async function prerenderPage({ url, language, site, host, home }: PageRenderInput) {
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient, { serverRendered: true });
  const { pathname } = new URL(url, 'http://page');
  if (!isServerRendered(routes, pathname)) return undefined;

  // Pages fall back to the address's host for an empty domain name, as the browser does.
  queryClient.setQueryData(siteQueryOptions().queryKey, {
    ...site,
    domain_name: site.domain_name || host,
  });
  if (home) seedOffer(queryClient, home, language);
  appStore.setState({ ...initialAppState, language, freelancer: home?.hash || null });
  const { prelude } = await prerender(
    <AppProvider queryClient={queryClient} i18n={serverI18n(language)}>
      <StaticRouter location={url}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </AppProvider>,
    wholePage,
  );
  return new Response(prelude).text();
}

function describePage({
  pathname,
  language,
  site,
  host,
}: Parameters<WebRenderer['describePage']>[0]): PageDescription {
  const { meta, params, found } = matchPageMeta(pathname);
  const { t } = serverI18n(language);
  const values = { ...metaParams(site, host), ...params };
  return {
    title: documentTitle(t, t(meta.title, values), site.operator.name),
    description: t(meta.description, values),
    noScript: t('common:noScript'),
    indexable: found && meta.indexable,
    found,
  };
}

/**
 * @public The server imports it from the built dist/ssr/entry-server.mjs at run time
 * (apps/server/src/plugins/web/web-build.ts), a path no static analysis follows.
 */
export const renderer: WebRenderer = { renderPage, describePage, publicPaths };
