import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('GET /healthz', () => {
  it('answers 200 ok while the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('keeps answering after the database server closes its idle connections', async () => {
    const health = () => testApp.app.inject({ method: 'GET', url: '/healthz' });
    // Several at once leave several idle pooled connections behind (PostgreSQL).
    await Promise.all([health(), health(), health()]);
    await testApp.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 unavailable when the database does not answer', async () => {
    const config = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const database = { ...testApp.database, ping: async () => false };
    const app = await buildApp(config, { database, work: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        code: 'unavailable',
        message: 'El servicio no está disponible en este momento.',
      });
    } finally {
      await app.close();
    }
  });
});
