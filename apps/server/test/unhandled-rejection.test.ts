import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const fixture = fileURLToPath(
  new URL('./fixtures/unhandled-rejection/vitest.config.ts', import.meta.url),
);
const vitest = fileURLToPath(new URL('../../../node_modules/vitest/vitest.mjs', import.meta.url));

let listenersBefore: number;
let listenersWithTheApp: number;
let testApp: TestApp;

beforeAll(async () => {
  listenersBefore = process.listenerCount('unhandledRejection');
  testApp = await buildTestApp();
  await testApp.app.ready();
  listenersWithTheApp = process.listenerCount('unhandledRejection');
});
afterAll(() => testApp?.close());

// Vitest counts a rejection as handled once the process has a listener besides its own: the
// app must never install one (only server.ts does, for the running server).
describe('an unhandled rejection in a test run', () => {
  it('fails the run', () => {
    const run = spawnSync(process.execPath, [vitest, 'run', '--config', fixture], {
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toContain('Unhandled Rejection');
    expect(output).toContain('a forgotten promise');
    expect(run.status).toBe(1);
  });

  it('is not heard by the app a test builds, so the run still fails on it', () => {
    expect(listenersWithTheApp).toBe(listenersBefore);
  });
});
