import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@giro/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { renderSpaPage } from '../lib/spa-page.ts';

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

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

const staticWeb: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const assets = join(config.WEB_DIST, 'assets') + sep;
  let template: string | undefined;

  async function readTemplate(): Promise<string | undefined> {
    template ??= await readFile(join(config.WEB_DIST, 'index.html'), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    return template;
  }

  const page: PageHandler = async (request, reply) => {
    // A missing hashed bundle must fail loudly, not load the page as a script.
    if (request.url.startsWith('/assets/')) throw new AppError(404, 'not_found');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const html = await readTemplate();
    if (html === undefined) {
      return reply.status(503).send(`<!doctype html><p>${notBuilt[request.language]}</p>`);
    }
    const data = await app.siteService.getSiteData();
    return reply.send(renderSpaPage(html, data, request.csrfToken));
  };

  await app.register(fastifyStatic, {
    root: config.WEB_DIST,
    index: false,
    cacheControl: false,
    // The web build writes .br and .gz copies of its assets (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders: (reply, path) => {
      const cache = path.startsWith(assets)
        ? 'public, max-age=31536000, immutable'
        : 'public, no-cache';
      reply.header('cache-control', cache);
    },
  });
  app.get('/', page);
  app.get('/index.html', page);
  app.decorate('sendPage', page);
};

/**
 * Serves the built web app from WEB_DIST and decorates `sendPage`, the handler of every page
 * path (history fallback): index.html with the site data and the CSRF token injected.
 */
export const staticWebPlugin = fp(staticWeb, {
  name: 'web',
  dependencies: ['core', 'site', 'csrf', 'language'],
});
