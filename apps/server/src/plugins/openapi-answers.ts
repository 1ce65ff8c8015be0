import { apiErrorSchema } from '@giro/shared';
import type { ApiCall, CallAccess } from '@giro/shared/api-call';
import type { FastifySchema, HTTPMethods } from 'fastify';
import { z } from 'zod';

/** What the OpenAPI document needs to know of a route beyond its zod schemas: its contract. */
export interface DocumentedRoute {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  schema: FastifySchema;
  config?: { call?: ApiCall };
}

const errorDescriptions: Record<number, string> = {
  400: 'Malformed request: a body that is not valid JSON or not a whole multipart form, or a path that is not percent-encoded UTF-8',
  401: 'No live session (`Authorization: Bearer <token>`), or wrong credentials',
  403: 'The CSRF token is missing or wrong, or the account may not do this',
  404: 'Nothing with this identifier, or it belongs to someone else',
  409: 'Conflicts with the current state of the resource',
  413: 'The body is larger than allowed',
  415: 'A content type this call does not take',
  422: 'Invalid input: `errors` names each field with its message (control characters included)',
  429: 'Too many requests: the message says how many seconds to wait',
  502: 'The payment service refused the request',
  503: 'Unavailable for a moment (the database, or a service this call needs, cannot answer now): retry after the seconds in `Retry-After`',
};

const retryAfter = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before retrying' },
};

const stateChanging = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);
const apiError = { 'application/json': { schema: apiErrorSchema } };

const errorAnswer = (status: number) => ({
  description: errorDescriptions[status] ?? 'Error',
  content: apiError,
});

type JsonSchema = Record<string, unknown>;

/**
 * The `Retry-After` header of the shared 503 answer, put back after zod's transform (which keeps
 * only a response's description and content).
 */
export function withRetryAfter(schema: JsonSchema): JsonSchema {
  const response = schema.response as Record<string, { description?: string }> | undefined;
  const unavailable = response?.[503];
  if (unavailable?.description !== errorDescriptions[503]) return schema;
  return { ...schema, response: { ...response, 503: { ...unavailable, headers: retryAfter } } };
}

/** A 204 answer in a route's `response`: no body. */
export const noContent = (description: string) => z.null().describe(description);

function methodsOf(route: DocumentedRoute): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

const isStaff = (access: CallAccess): access is 'operator' | 'admin' =>
  access === 'operator' || access === 'admin';

/** The error statuses any call of this shape and access can answer, whatever its handler does. */
function sharedErrorStatuses(route: DocumentedRoute, access: CallAccess, csrf: boolean): number[] {
  const changes = methodsOf(route).some((method) => stateChanging.has(method));
  return [
    // Every text reaching a route is checked for control characters (plugins/text-guard.ts).
    422,
    // A path parameter the router cannot decode is malformed (plugins/error-handler.ts).
    ...(route.url.includes(':') || changes ? [400] : []),
    ...(route.url.includes(':') ? [404] : []),
    ...(changes ? [413, 415] : []),
    ...(csrf || isStaff(access) || access === 'agent' ? [403] : []),
    ...(access === 'public' ? [] : [401]),
    // A staff change can clash with what exists: a taken email, hash or wallet, a transition.
    ...(isStaff(access) && changes ? [409] : []),
    // Any call may need PostgreSQL (a bearer token is looked up whatever the route): away, its
    // pool full or a statement out of time answers 503 (plugins/error-handler.ts).
    503,
  ];
}

const stepUpWords =
  ', 403 `step_up_required` unless the session proved it in the last 5 minutes (POST /api/account/step-up); every admin is mailed the change';

/** What the document says of a staff call: the role it needs, its second factor, its own words. */
function staffOnly(call: ApiCall | undefined, own: string | undefined) {
  const access = call?.access ?? 'public';
  if (!isStaff(access)) return {};
  const stepUp = call?.stepUp === true;
  const needs = `Staff only: needs the ${access} role (401 without a session, 403 \`forbidden\` without the role, 403 \`mfa_required\` until the account has a second factor${stepUp ? stepUpWords : ''}).`;
  const description = own === undefined ? needs : `${needs} ${own}`;
  return { 'x-staff-role': access, 'x-step-up': stepUp, description };
}

const binary = z.string().meta({ format: 'binary' });

/**
 * The route's schema as the OpenAPI document shows it, from its contract: its security (bearer
 * session, CSRF header and cookie), every error it can answer with the `{ message, code,
 * errors? }` body, a file answer's media types and the role a staff call needs.
 */
export function documentAnswers(route: DocumentedRoute): FastifySchema {
  const { schema } = route;
  const call = route.config?.call;
  const access = call?.access ?? 'public';
  const csrf = call?.csrf !== false && methodsOf(route).some((method) => stateChanging.has(method));
  const security = [
    {
      ...(access !== 'public' && { bearer: [] }),
      ...(csrf && { csrf: [], csrfCookie: [] }),
    },
  ].filter((scheme) => Object.keys(scheme).length > 0);

  const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
  for (const status of sharedErrorStatuses(route, access, csrf))
    response[status] ??= apiErrorSchema;
  for (const [status, answer] of Object.entries(response)) {
    if (answer === apiErrorSchema) response[status] = errorAnswer(Number(status));
  }
  if (call?.file) {
    response[200] = {
      description: 'The file',
      content: Object.fromEntries(call.file.map((type) => [type, { schema: binary }])),
    };
  }
  // A route that declares no success answer still has one; listing only errors would hide it.
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    response[200] = z.unknown().describe('Success');
  }
  return { ...schema, ...staffOnly(call, schema.description), security, response };
}

/**
 * The multipart body of an upload route, as JSON Schema (it is read by the route, not
 * validated): the file and any JSON parts, which OpenAPI 3.0 encodes as JSON for an object.
 */
export function uploadBody(field: string, jsonParts: Readonly<Record<string, z.ZodType>> = {}) {
  const parts = Object.entries(jsonParts).map(([name, schema]) => {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      target: 'openapi-3.0',
      io: 'input',
    });
    return [name, json] as const;
  });
  return {
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      required: [field, ...parts.map(([name]) => name)],
      properties: { [field]: { type: 'string', format: 'binary' }, ...Object.fromEntries(parts) },
    },
  };
}
