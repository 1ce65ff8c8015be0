import { defineProject } from 'vitest/config';

// Pure functions and schemas: a worker imports them once for all its files.
export default defineProject({
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
