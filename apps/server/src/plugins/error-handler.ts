import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { toErrorResponse } from '../lib/error-response.ts';
import type { PageHandler } from './static-web.ts';

const json = 'application/json; charset=utf-8';

export interface ErrorHandlerOptions {
  /** Answers GET/HEAD for paths no route claims (the single-page app). */
  page: PageHandler;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The one error handler and the one not-found handler: every failure answers `{ message, code }`. */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler(async (error, request, reply) => {
    const { statusCode, body } = toErrorResponse(error, request.language);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else
      request.log.info({ code: body.code, reason: (error as Error).message }, 'request rejected');
    return reply.status(statusCode).type(json).send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage) return options.page(request, reply);
    const { statusCode, body } = toErrorResponse(new AppError(404, 'not_found'), request.language);
    return reply.status(statusCode).type(json).send(body);
  });
}
