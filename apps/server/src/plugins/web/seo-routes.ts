import { languages } from '@giro/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { languageAddress } from './page-head.ts';
import { siteOrigin } from './site-origin.ts';
import type { WebBuild } from './web-build.ts';

const oneHour = 'public, max-age=3600';

function sitemapEntry(origin: string, pathname: string): string {
  const alternates = [
    ...languages.map((language) => [language, languageAddress(origin, pathname, language)]),
    ['x-default', `${origin}${pathname}`],
  ];
  const links = alternates.map(
    ([hreflang, href]) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href ?? '')}"/>`,
  );
  // Every address of the page is listed, each naming all of them (Google's sitemap hreflang).
  return alternates
    .map(([, href]) => `<url><loc>${escapeHtml(href ?? '')}</loc>${links.join('')}</url>`)
    .join('\n');
}

/** `/robots.txt` and `/sitemap.xml` of the public pages, in both languages. */
export function registerSeoRoutes(
  app: FastifyInstance,
  readBuild: () => Promise<WebBuild | undefined>,
): void {
  const { config } = app;
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(config, await app.siteService.getSiteData(), request);
    // Pages of one visitor say `noindex` themselves; the console and the API are no pages.
    const rules = ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin', ''];
    return reply
      .header('cache-control', oneHour)
      .type('text/plain; charset=utf-8')
      .send([...rules, `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(config, await app.siteService.getSiteData(), request);
    const paths = (await readBuild())?.renderer?.publicPaths ?? ['/'];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...paths.map((pathname) => sitemapEntry(origin, pathname)),
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('cache-control', oneHour).type('application/xml; charset=utf-8').send(body);
  });
}
