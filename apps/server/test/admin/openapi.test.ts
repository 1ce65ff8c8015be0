import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

interface Operation {
  summary?: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function openApi(): Promise<Document> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

describe('GET /api/openapi.json', () => {
  it('documents the calls of the spec with their zod schemas', async () => {
    const { openapi, paths } = await openApi();
    expect(openapi).toBe('3.0.3');
    expect(
      paths['/api/calc_money_sent']?.post?.requestBody?.content['application/json']?.schema,
    ).toMatchObject({ type: 'object', required: expect.arrayContaining(['amount', 'currency']) });
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/get_currencies', '/api/auth/signin', '/api/check_user_url']),
    );
  });

  it('documents every console call under /api/admin with the session it needs', async () => {
    const { paths } = await openApi();
    const admin = Object.entries(paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(admin.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/api/admin/pricing/routes/{payment}/{destination}',
        '/api/admin/staff',
      ]),
    );
    for (const [, operations] of admin) {
      for (const operation of Object.values(operations)) {
        expect(operation).toMatchObject({
          security: [{ bearer: [] }],
          summary: expect.any(String),
        });
      }
    }
  });

  it('leaves out the web pages and files', async () => {
    const { paths } = await openApi();
    expect(Object.keys(paths)).not.toContain('/');
    expect(Object.keys(paths).filter((path) => path.includes('*'))).toEqual([]);
    expect(Object.keys(paths)).not.toContain('/api/docs');
  });
});

describe('GET /api/docs', () => {
  it('is a page without scripts listing every call with its summary', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('<code>/api/calc_money_sent</code>');
    expect(response.body).toContain('Create a route or replace its terms');
  });
});
