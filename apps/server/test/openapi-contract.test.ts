import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;
let document: OpenApiDocument;

interface Response {
  description: string;
  content?: Record<string, { schema: { $ref?: string; format?: string } }>;
}
interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  document = response.json<OpenApiDocument>();
});
afterAll(() => testApp.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );
const changes = (method: string) => ['post', 'put', 'patch', 'delete'].includes(method);
const schemes = (operation: Operation) => Object.keys(operation.security?.[0] ?? {});
const errorRef = '#/components/schemas/ApiError';
// Gateways call back without a browser, so without the CSRF pair.
const csrfExempt = new Set(['/payments/callback/{gateway}']);
// Calls a visitor makes without an account (the sign-in's second step takes the first's token);
// mailed links and signed file links carry their own token.
const publicPaths =
  /^\/(api\/(csrf|site|card-prefixes|auth\/(sign_up|activate|resend-activation|signin(?!\/second-factor)|checkUser|logout|agent-invitation|staff-invitation)|check_user_url|calc_money_sent|disclosure|identity-documents|order-files|money-changes\/cancel|openapi|rate-alerts\/unsubscribe)|healthz|readyz|metrics|get_|contact|reset-password|check-token|change-password|payments\/)/;

describe('GET /api/openapi.json: every operation says what it needs and every answer it gives', () => {
  it('defines the bearer session and both halves of the CSRF pair', () => {
    expect(document.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      csrfCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN' },
    });
    expect(document.components.schemas.ApiError).toMatchObject({
      required: ['message', 'code'],
    });
  });

  it('declares the security of each operation', () => {
    const checked = operations().map(({ path, method, operation }) => {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      return { operation: `${method} ${path}`, schemes: schemes(operation).sort() };
    });
    const expected = operations().map(({ path, method }) => ({
      operation: `${method} ${path}`,
      schemes: [
        ...(publicPaths.test(path) ? [] : ['bearer']),
        ...(changes(method) && !csrfExempt.has(path) ? ['csrf', 'csrfCookie'] : []),
      ].sort(),
    }));
    expect(checked).toEqual(expected);
    expect(checked.length).toBeGreaterThan(70);
  });

  it('documents each error an operation can answer, with the error body', () => {
    for (const { path, method, operation } of operations()) {
      const expected = [
        '422',
        ...(schemes(operation).includes('bearer') ? ['401'] : []),
        ...(schemes(operation).includes('csrf') || path.startsWith('/api/admin/') ? ['403'] : []),
        // 400: a path parameter that is not percent-encoded UTF-8.
        ...(path.includes('{') ? ['400', '404'] : []),
        ...(changes(method) ? ['400', '413', '415'] : []),
      ];
      const statuses = Object.keys(operation.responses);
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(expected));
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        // The error body, or (health checks) a body that carries its fields and more.
        const carriesError =
          schema?.$ref === errorRef ||
          (schema as { required?: string[] })?.required?.includes('code');
        expect(carriesError, `${method} ${path} ${status}`).toBe(true);
      }
    }
  });

  it('documents the limits and failures specific to a call', () => {
    const statusesOf = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(statusesOf('/api/calc_money_sent', 'post')).toContain('429');
    expect(statusesOf('/api/auth/signin', 'post')).toEqual(
      expect.arrayContaining(['401', '403', '429']),
    );
    expect(statusesOf('/create_order', 'post')).toEqual(
      expect.arrayContaining(['429', '502', '503']),
    );
    expect(statusesOf('/confirm_fiat_payment', 'post')).toContain('409');
    expect(statusesOf('/readyz', 'get')).toContain('503');
  });

  it('says DELETE /api/receivers/{id} answers 204 without a body', () => {
    const { responses } = document.paths['/api/receivers/{id}']?.delete ?? { responses: {} };
    expect(responses['204']).toEqual({ description: 'Deleted' });
    expect(responses['200']).toBeUndefined();
  });

  it('documents uploads as a multipart form with its file field, and file answers', () => {
    for (const path of [
      '/api/orders/{reference}/proof',
      '/api/admin/orders/{reference}/delivery-proof',
    ]) {
      expect(document.paths[path]?.post?.requestBody?.content).toEqual({
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      });
    }
    // The identity form carries its details as a JSON part beside the photo.
    const identity = document.paths['/api/identity']?.post?.requestBody?.content;
    expect(identity?.['multipart/form-data']?.schema).toMatchObject({
      required: ['file', 'data'],
      properties: {
        file: { type: 'string', format: 'binary' },
        data: {
          type: 'object',
          required: expect.arrayContaining(['date_of_birth', 'address', 'document_number']),
          properties: { address: { type: 'object' }, document_type: { enum: expect.any(Array) } },
        },
      },
    });
    const proof = document.paths['/api/orders/{reference}/proof']?.get?.responses['200'];
    expect(Object.keys(proof?.content ?? {})).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
    ]);
  });

  it('gives money inputs the pattern the server accepts', () => {
    const body = (path: string, method: string) =>
      document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema as {
        properties: Record<string, { pattern?: string; anyOf?: { pattern?: string }[] }>;
      };
    const amount = body('/api/calc_money_sent', 'post').properties.amount?.anyOf?.[0]?.pattern;
    const route = body('/api/admin/pricing/routes/{payment}/{destination}', 'put').properties;
    const matches = (pattern: string | undefined, value: string) =>
      new RegExp(pattern ?? '^$').test(value);
    expect(matches(amount, '100.50')).toBe(true);
    expect(matches(amount, '1e3')).toBe(false);
    expect(matches(amount, '10.505')).toBe(false);
    expect(matches(route.tasa?.pattern, '320.125')).toBe(true);
    expect(matches(route.max_principal?.pattern, '10000000000')).toBe(false);
  });
});
