import { apiErrorSchema } from '@giro/shared';
import type { ApiCall } from '@giro/shared/api-call';
import { type ApiContract, type ApiRoute, apiContract } from '@giro/shared/api-contract';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { accessGuard } from './auth.ts';
import { noContent } from './openapi-answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from (`route`): the guards and the document read it. */
    call?: ApiCall;
  }
}

type Part<Call, Key extends string> = Call extends { [K in Key]: infer Schema }
  ? Schema
  : undefined;

type Success<Call> = Call extends { response: infer Answer }
  ? { [Status in Call extends { status: 201 } ? 201 : 200]: Answer }
  : Call extends { noContent: string }
    ? { 204: z.ZodNull }
    : // A file answer's body is the file (text, bytes or a stream), not checked by a schema.
      Call extends { file: readonly string[] }
      ? { 200: unknown }
      : unknown;

type Errors<Call> = Call extends { errors: readonly (infer Status extends number)[] }
  ? { [K in Status]: typeof apiErrorSchema }
  : unknown;

type OwnAnswers<Call> = Call extends { answers: infer Answers } ? Answers : unknown;

/** The Fastify schema of a call, as its handler's request and answer are typed from it. */
type CallSchema<Call> = {
  params: Part<Call, 'params'>;
  querystring: Part<Call, 'query'>;
  body: Part<Call, 'body'>;
  response: Success<Call> & Errors<Call> & OwnAnswers<Call>;
};

/** A route's options but its method, path and schema, which come from its contract. */
export type CallOptions<Route extends ApiRoute> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    CallSchema<ApiContract[Route]>,
    ZodTypeProvider
  >,
  'method' | 'url' | 'schema'
>;

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

function answers(call: ApiCall): Record<number, unknown> {
  const errors = Object.fromEntries((call.errors ?? []).map((status) => [status, apiErrorSchema]));
  return {
    ...(call.response && { [call.status ?? 200]: call.response }),
    ...(call.noContent && { 204: noContent(call.noContent) }),
    ...errors,
    ...call.answers,
  };
}

/** The schema Fastify validates, serialises and documents a call with: its contract's, whole. */
function callSchema(call: ApiCall): FastifySchema {
  const response = answers(call);
  return defined({
    summary: call.summary,
    description: call.description,
    tags: call.tags,
    params: call.params,
    querystring: call.query,
    body: call.body,
    response: Object.keys(response).length > 0 ? response : undefined,
  });
}

const hooks = <Hook>(hook: Hook | Hook[] | undefined): Hook[] =>
  hook === undefined ? [] : ([hook].flat() as Hook[]);

/**
 * Registers the route of one call of shared's contract (`'POST /create_order'`): its method,
 * path and schemas are the contract's, its access guard runs first, and the handler's request
 * and answer are typed from it, so the route cannot take or answer what the contract does not.
 */
export function route<Route extends ApiRoute>(
  app: FastifyInstance,
  key: Route,
  options: CallOptions<Route>,
): void {
  const call: ApiCall = apiContract[key];
  const limited = options.config?.rateLimit !== undefined;
  if (limited !== (call.errors?.includes(429) ?? false)) {
    throw new Error(`${key}: its contract lists 429 among its errors exactly when it is limited`);
  }
  const guard = accessGuard(call);
  app.route({
    // Typed from the contract above; Fastify's own type cannot follow a generic schema.
    ...(options as RouteOptions),
    method: call.method,
    url: call.path,
    schema: callSchema(call),
    config: { ...options.config, call, ...(call.csrf === false && { csrf: false }) },
    onRequest: [...(guard ? [guard] : []), ...hooks(options.onRequest)],
  });
}
