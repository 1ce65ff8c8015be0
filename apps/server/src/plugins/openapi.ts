import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { apiErrorSchema } from '@giro/shared';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DocumentedRoute,
  documentAnswers,
  uploadBody,
  withRetryAfter,
} from './openapi-answers.ts';

// The error body is named once in `components.schemas` and referenced by every operation. The
// global registry also holds what schemas say of themselves (`.meta`, `.describe`).
z.globalRegistry.add(apiErrorSchema, { id: 'ApiError' });
const zodTransform = createJsonSchemaTransform({ skipList: [] });

type JsonSchema = Record<string, unknown>;

/** A 204 has no body: as `type: 'null'` the document lists it without content. */
function withoutBodyFor204(schema: JsonSchema): JsonSchema {
  const response = schema.response as Record<string, { description?: string }> | undefined;
  const noContent = response?.[204];
  if (response === undefined || noContent === undefined) return schema;
  const description = noContent.description ?? 'No content';
  return { ...schema, response: { ...response, 204: { type: 'null', description } } };
}

// Routes without a schema are pages and files (the web app), not calls of the contract.
const transform: SwaggerTransform = (input) => {
  if (input.schema === undefined || input.schema.hide) {
    return { schema: { hide: true }, url: input.url };
  }
  const route = input.route as unknown as DocumentedRoute;
  const documented = zodTransform({
    ...input,
    schema: documentAnswers({ ...route, schema: input.schema }),
  });
  const schema = withRetryAfter(withoutBodyFor204(documented.schema as JsonSchema));
  const call = route.config?.call;
  const field = call?.upload;
  return {
    url: documented.url,
    schema: field === undefined ? schema : { ...schema, ...uploadBody(field, call?.uploadJson) },
  };
};

const description = [
  'Every call of the storefront (spec §7) and of the operator console (/api/admin).',
  'JSON in and out; failures answer `{ message, code, errors? }` with `message` in the',
  "request's language (`language` cookie, else Accept-Language). POST, PUT, PATCH and DELETE",
  'need the `XSRF-TOKEN` cookie echoed in `X-XSRF-TOKEN` (`GET /api/csrf` sets it).',
  'Signed-in calls send `Authorization: Bearer <token>` from `POST /api/auth/signin`.',
].join(' ');

const openApi: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Giro API', version: '1.0.0', description },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          csrfCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
};

/**
 * Collects every route's zod schemas into an OpenAPI document (`app.swagger()`), with the
 * answers every route shares (openapi-answers.ts). Register it before any route: it only sees
 * routes added after it.
 */
export const openApiPlugin = fp(openApi, { name: 'openapi' });
