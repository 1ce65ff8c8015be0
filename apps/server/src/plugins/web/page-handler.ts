import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { renderSpaPage } from '../../lib/spa-page.ts';
import { isHttps } from '../security.ts';
import { pageHead } from './page-head.ts';
import { languageCookie, languageParameter, pageLanguage } from './page-language.ts';
import { createPageMarkup, type PageMarkup, type PageRequest } from './page-markup.ts';
import { siteOrigin } from './site-origin.ts';
import type { WebBuild } from './web-build.ts';

const oneYearInSeconds = 365 * 24 * 60 * 60;
/** Query parameters a server-rendered page may carry: the home's agent, the language. */
const renderedParameters = new Set(['hash', languageParameter]);

function noScript(text: string): string {
  return `<noscript><p style="padding:2rem 1rem;text-align:center">${escapeHtml(text)}</p></noscript>`;
}

/**
 * index.html for one page: in its language, with its title, description, canonical and language
 * addresses, the site data and CSRF token, and, for pages the server can render (all but those
 * behind a guard), their markup and the data it came from.
 */
export function createPageRenderer(app: FastifyInstance, web: WebBuild) {
  const { config } = app;
  const pageMarkup = web.renderer && createPageMarkup(app, web.renderer);

  /** The server's markup of the page, or `undefined` to leave it to the browser. */
  async function markup(
    request: FastifyRequest,
    query: URLSearchParams,
    page: Omit<PageRequest, 'hash'>,
  ): Promise<PageMarkup | undefined> {
    // Addresses carrying more than the agent and the language (a reset token, a redirect) are
    // rare and rendered by the browser, so the cache keeps one entry per page.
    const plain = [...query.keys()].every((key) => renderedParameters.has(key));
    if (!pageMarkup || !plain) return undefined;
    try {
      return await pageMarkup({ ...page, hash: query.get('hash') ?? '' });
    } catch (error) {
      // The browser can still render it: a page without markup is slower, not broken.
      request.log.error({ err: error }, 'the page could not be rendered on the server');
      return undefined;
    }
  }

  return async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const url = new URL(request.url, 'http://page');
    const pathname = url.pathname === '/index.html' ? '/' : url.pathname;
    const site = await app.siteService.getSiteData();
    const { language, inAddress, remember } = pageLanguage(request, site, pathname === '/');
    if (remember) {
      const secure = isHttps(config);
      const options = { path: '/', maxAge: oneYearInSeconds, sameSite: 'lax', secure } as const;
      reply.setCookie(languageCookie, language, options);
    }
    const host = request.host;
    const page = web.renderer?.describePage({ pathname, language, site, host });
    if (page === undefined)
      return renderSpaPage(web.template, { data: site, csrfToken: request.csrfToken, language });

    if (!page.found) reply.status(404);
    const rendered = page.found
      ? await markup(request, url.searchParams, { pathname, language, site, host })
      : undefined;
    const head = pageHead({
      page,
      origin: siteOrigin(config, site, request),
      pathname,
      language,
      languageInAddress: inAddress,
      catalogueScript: web.catalogueScripts[language],
    });
    return renderSpaPage(web.template, {
      data: site,
      csrfToken: request.csrfToken,
      language,
      head,
      root: rendered?.html ?? noScript(page.noScript),
      page: rendered?.page,
    });
  };
}
