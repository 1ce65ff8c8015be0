import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { toErrorResponse } from '../lib/error-response.ts';

const json = 'application/json; charset=utf-8';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const errorHandler: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(async (error, request, reply) => {
    const { statusCode, body } = toErrorResponse(error, request.language);
    if (error instanceof AppError && error.options.headers) reply.headers(error.options.headers);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else
      request.log.info({ code: body.code, reason: (error as Error).message }, 'request rejected');
    return reply.status(statusCode).type(json).send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // Paths no route claims are the single-page app's.
    if (isPage) return app.sendPage(request, reply);
    const { statusCode, body } = toErrorResponse(new AppError(404, 'not_found'), request.language);
    return reply.status(statusCode).type(json).send(body);
  });
};

/** The one error handler and the one not-found handler: every failure answers `{ message, code }`. */
export const errorHandlerPlugin = fp(errorHandler, {
  name: 'error-handler',
  dependencies: ['language', 'web'],
});
