import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { waitUntil } from './helpers/wait-until.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('GET /healthz', () => {
  it('answers 200 ok', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 200 while the database does not answer, and /readyz 503 unavailable', async () => {
    const config = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const database = { ...testApp.database, ping: async () => false };
    const app = await buildApp(config, { database, work: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        code: 'unavailable',
        message: 'Servicio no disponible, reintente en unos segundos.',
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 ready while the database, its LISTEN connections and the job queue are up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('keeps answering after the database server closes its idle connections', async () => {
    const ready = () => testApp.app.inject({ method: 'GET', url: '/readyz' });
    const query = () => testApp.db.execute(sql`select 1`);
    // Several at once leave several idle pooled connections behind (PostgreSQL).
    await Promise.all([ready(), query(), query(), query()]);
    await testApp.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await query();
    // The LISTEN connections were among them: ready again once they listen again.
    await waitUntil(async () => (await ready()).statusCode === 200, {
      what: 'readiness after the connections were closed',
    });
  });
});
