import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { freePort } from './helpers/free-port.ts';

interface Operation {
  responses: Record<string, { content?: unknown; headers?: Record<string, unknown> }>;
}

let testApp: TestApp;
let away: pg.Pool;

beforeAll(async () => {
  testApp = await buildTestApp();
  // A PostgreSQL nobody answers at: the driver's own error reaches the error handler.
  away = new pg.Pool({ connectionString: `postgres://giro@127.0.0.1:${await freePort()}/giro` });
  testApp.app.get('/api/test/database-away', async () => away.query('select 1'));
});
afterAll(async () => {
  await testApp.close();
  await away.end();
});

const call = (language: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/test/database-away', cookies: { language } });

describe('a call PostgreSQL cannot serve', () => {
  it('answers 503 with Retry-After and the usual error body, in Spanish', async () => {
    const response = await call('es');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 'unavailable',
      message: 'Servicio no disponible, reintente en unos segundos.',
    });
  });

  it('answers in the visitor’s language', async () => {
    const response = await call('en');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'unavailable',
      message: 'Service unavailable, please retry in a few seconds.',
    });
  });

  it('is listed in the OpenAPI document for every call, with its Retry-After header', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        call: `${method} ${path}`,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const without = operations.filter(({ operation }) => operation.responses[503] === undefined);
    expect(without.map(({ call }) => call)).toEqual([]);
    // /readyz answers its own 503 body (its status, no Retry-After); every other call the error.
    const withoutHeader = operations.filter(
      ({ call, operation }) =>
        call !== 'get /readyz' && operation.responses[503]?.headers?.['Retry-After'] === undefined,
    );
    expect(withoutHeader.map(({ call }) => call)).toEqual([]);
  });
});
