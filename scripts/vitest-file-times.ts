// A Vitest reporter that writes, for each test file, the time it took in its worker: importing
// it (and what it imports), setting it up, and running its hooks and tests. `npm test` reads it
// to print the slowest files. The output path comes from VITEST_FILE_TIMES.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's times, in milliseconds. */
export interface FileTime {
  file: string;
  project: string;
  importMs: number;
  setupMs: number;
  testsMs: number;
}

const root = new URL('..', import.meta.url).pathname;

/** @public Vitest loads it by path (`--reporter=./scripts/vitest-file-times.ts`). */
export default class FileTimesReporter implements Reporter {
  private readonly files: FileTime[] = [];

  onTestModuleEnd(module: TestModule) {
    const times = module.diagnostic();
    this.files.push({
      file: relative(root, module.moduleId),
      project: module.project.name,
      importMs: Math.round(times.collectDuration),
      setupMs: Math.round(
        times.environmentSetupDuration + times.prepareDuration + times.setupDuration,
      ),
      testsMs: Math.round(times.duration),
    });
  }

  onTestRunEnd() {
    const output = process.env.VITEST_FILE_TIMES;
    if (output) writeFileSync(output, JSON.stringify(this.files));
  }
}
