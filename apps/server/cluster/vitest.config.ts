import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The cluster test runs real processes (PostgreSQL, redis-server, HAProxy, two Giro servers):
// its own project, run once by `npm test` (scripts/test-all.ts), not by the server suites.
export default defineProject({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
