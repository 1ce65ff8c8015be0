import { apiRoutes } from '@giro/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe("shared's route table", () => {
  it('is exactly the calls the server documents, so the web calls only what the server answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect([...apiRoutes].sort()).toEqual(documented.sort());
  });
});
