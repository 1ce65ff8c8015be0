import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

// Routes without a schema are pages and files (the web app), not calls of the contract.
const transform: SwaggerTransform = (input) =>
  input.schema === undefined ? { schema: { hide: true }, url: input.url } : zodTransform(input);

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
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
};

/**
 * Collects every route's zod schemas into an OpenAPI document (`app.swagger()`). Register it
 * before any route: it only sees routes added after it.
 */
export const openApiPlugin = fp(openApi, { name: 'openapi' });
