import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default leaves a core idle (one worker on the 2-core CI machine); its own process
    // mostly waits on the workers, which do the work.
    maxWorkers: availableParallelism(),
  },
});
