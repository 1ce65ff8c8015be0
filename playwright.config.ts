import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// Port and data directory are chosen once, in the runner, and reach the workers (which load
// this file again) through the environment: parallel runs on one machine don't collide, every
// worker talks to the same server, and specs read the mail outbox of that server's DATA_DIR.
// A fresh embedded database per run, so journeys never depend on an earlier run's data.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'giro-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // The demo admin enrols a second factor once, for the journeys that make staff accounts.
    { name: 'setup', testMatch: 'console.setup.ts' },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npm run start -w @giro/server',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A sender's payment instructions wait this long for the method to stand (README).
      INSTRUCTIONS_MAIL_DELAY_SECONDS: '3',
      // Every journey signs its own senders and staff in, all from 127.0.0.1.
      SIGN_IN_RATE_LIMIT: '1000',
    },
  },
});
