import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated database per run; each test file's is a copy of it.
    globalSetup: ['test/global-setup.ts'],
    // A worker imports the server once and runs file after file with it: an app's state lives
    // in its instance (buildApp), never in a module (docs/architecture.md, "Tests").
    isolate: false,
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
