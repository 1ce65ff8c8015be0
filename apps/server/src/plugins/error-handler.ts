import { defaultLanguage } from '@giro/shared';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailable } from '../db/database-unavailable.ts';
import { AppError } from '../lib/app-error.ts';
import { toErrorResponse } from '../lib/error-response.ts';
import { fromAcceptLanguage } from './language.ts';

const json = 'application/json; charset=utf-8';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** How long a caller should wait before retrying a call PostgreSQL could not serve. */
export const retryAfterSeconds = 5;

// PostgreSQL away, its pool full or a statement out of time: a "try again" for clients and
// balancers, never a 500.
const databaseUnavailableError = new AppError(503, 'unavailable', {
  headers: { 'retry-after': retryAfterSeconds },
});

const errorHandler: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(async (thrown, request, reply) => {
    const reason = databaseUnavailable(thrown);
    const error = reason === undefined ? thrown : databaseUnavailableError;
    const { statusCode, body } = toErrorResponse(error, request.language);
    if (error instanceof AppError && error.options.headers) reply.headers(error.options.headers);
    if (reason !== undefined)
      request.log.warn({ err: thrown, reason }, 'PostgreSQL could not serve the request');
    else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else
      request.log.info({ code: body.code, reason: (error as Error).message }, 'request rejected');
    return reply.status(statusCode).type(json).send(body);
  });
};

/**
 * The one error handler: every failure answers `{ message, code }`. Registered before the first
 * route, since a route keeps the error handler there was when it was added (/api/csrf, /healthz
 * and /metrics answered Fastify's own error body before).
 */
export const errorHandlerPlugin = fp(errorHandler, {
  name: 'error-handler',
  dependencies: ['language'],
});

const notFoundHandler: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // Paths no route claims are the single-page app's.
    if (isPage) return app.sendPage(request, reply);
    const { statusCode, body } = toErrorResponse(new AppError(404, 'not_found'), request.language);
    return reply.status(statusCode).type(json).send(body);
  });
};

/** Paths no route claims: a page of the web app, or a 404 `{ message, code }` under /api. */
export const notFoundHandlerPlugin = fp(notFoundHandler, {
  name: 'not-found-handler',
  dependencies: ['language', 'web', 'error-handler'],
});

/**
 * Fastify's `frameworkErrors`: refusals made while finding the route, before any hook runs (so
 * no cookies, no `request.language`). A path parameter that is not percent-encoded UTF-8 is a
 * malformed request (400); one longer than the router takes (100 characters) names nothing
 * there is (404). Both answer `{ message, code }` like every other failure.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = fromAcceptLanguage(request.headers['accept-language']) ?? defaultLanguage;
  const refusal =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError(400, 'bad_request')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new AppError(404, 'not_found')
        : error;
  const { statusCode, body } = toErrorResponse(refusal, language);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, reason: error.message }, 'request rejected');
  void reply.status(statusCode).type(json).send(body);
}
