import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@giro/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { compressPage } from './web/compress-page.ts';
import { createPageRenderer } from './web/page-handler.ts';
import { registerSeoRoutes } from './web/seo-routes.ts';
import { readWebBuild, type WebBuild } from './web/web-build.ts';

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page path with the web app (history fallback). */
    sendPage: PageHandler;
  }
}

const notBuilt: Record<Language, string> = {
  es: 'La aplicación web no está construida: ejecute <code>npm run build</code>.',
  en: 'The web app is not built: run <code>npm run build</code>.',
};

/** Files of the build that are for the server, not for browsers. */
const serverOnly = ['/ssr/', '/.vite/'];

const staticWeb: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const assets = join(config.WEB_DIST, 'assets') + sep;
  // Read once found; until then every page asks again, so a build made later is picked up.
  let build: Promise<WebBuild | undefined> | undefined;
  const readBuild = () => {
    build ??= readWebBuild(config.WEB_DIST, app.log).then((found) => {
      if (!found) build = undefined;
      return found;
    });
    return build;
  };
  let renderPage: ReturnType<typeof createPageRenderer> | undefined;

  const page: PageHandler = async (request, reply) => {
    // A missing hashed bundle must fail loudly, not load the page as a script.
    if (request.url.startsWith('/assets/')) throw new AppError(404, 'not_found');
    // Revalidated on every visit, yet kept for the back/forward cache (which `no-store` refuses).
    reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    const web = await readBuild();
    if (web === undefined) {
      return reply.status(503).send(`<!doctype html><p>${notBuilt[request.language]}</p>`);
    }
    renderPage ??= createPageRenderer(app, web);
    return reply.send(await compressPage(request, reply, await renderPage(request, reply)));
  };

  await app.register(fastifyStatic, {
    root: config.WEB_DIST,
    index: false,
    cacheControl: false,
    allowedPath: (pathname) => !serverOnly.some((prefix) => pathname.startsWith(prefix)),
    // The web build writes .br and .gz copies of its assets (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders: (reply, path) => {
      const cache = path.startsWith(assets)
        ? 'public, max-age=31536000, immutable'
        : 'public, no-cache';
      reply.header('cache-control', cache);
    },
  });
  registerSeoRoutes(app, readBuild);
  app.get('/', page);
  app.get('/index.html', page);
  app.decorate('sendPage', page);
};

/**
 * Serves the built web app from WEB_DIST, `/robots.txt` and `/sitemap.xml`, and decorates
 * `sendPage`, the handler of every page path (history fallback; plugins/web/page-handler.ts).
 * Pages read the pricing service when they are rendered: it registers later (its routes need
 * the error handler, which needs `sendPage`), and always before the first request.
 */
export const staticWebPlugin = fp(staticWeb, {
  name: 'web',
  dependencies: ['core', 'site', 'csrf', 'language'],
});
