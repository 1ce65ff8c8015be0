// Runs every check Giro has and ends with one line "N passed, N failed" summed from the real
// results of each runner (Vitest on PGlite, Vitest server tests on PostgreSQL, the cluster
// test, Playwright). Before it: each stage's wall time and the slowest test files.
// Lint, typecheck and build are not tests: each that fails adds one to "failed". A test that
// passed only on a retry counts as passed and is named on the line before: "(flaky): <titles>".
// Vitest runs without retries, so only Playwright's retries (on CI) can make one.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestPostgres } from './test-postgres.ts';
import {
  formatSeconds,
  loadAverage,
  playwrightStage,
  run,
  type StageResult,
  type Timing,
  vitestStage,
} from './test-stages.ts';
import type { FileTime } from './vitest-file-times.ts';

const root = new URL('..', import.meta.url).pathname;
rmSync(join(root, '.test-results'), { recursive: true, force: true });

const started = Date.now();
const totals = { passed: 0, failed: 0 };
const lines: string[] = [];
const stageTimes: ({ label: string } & Timing)[] = [];
const files: (FileTime & { stage: string })[] = [];
const flaky: string[] = [];

async function check(label: string, command: string, args: string[]) {
  const { ok, ...timing } = await run(label, command, args);
  if (!ok) totals.failed += 1;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
  stageTimes.push({ label, ...timing });
  return ok;
}

function count(result: StageResult) {
  totals.passed += result.passed;
  totals.failed += result.failed;
  const flakyCount = result.flakyTests.length;
  lines.push(
    `${result.label}: ${result.passed} passed, ${result.failed} failed${flakyCount ? ` (${flakyCount} flaky)` : ''}`,
  );
  stageTimes.push(result);
  files.push(...result.files.map((file) => ({ ...file, stage: result.label })));
  flaky.push(...result.flakyTests);
}

await check('system packages', 'bash', ['scripts/ensure-system-packages.sh']);
await check('lint', 'npm', ['run', 'lint', '--silent']);
await check('server module graph', 'npx', ['tsx', 'scripts/check-module-graph.ts']);
await check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
const built = await check('build', 'npm', ['run', 'build', '--silent']);
if (built) await check('size budget of the home route', 'npm', ['run', 'size', '--silent']);
else lines.push('size budget of the home route: not run, the build failed');

count(await vitestStage('unit and integration (PGlite)', [], { TEST_DATABASE_URL: '' }));

const postgres = await startTestPostgres();
if (postgres) {
  count(
    await vitestStage('server integration (PostgreSQL)', ['--project', 'server'], {
      TEST_DATABASE_URL: postgres.url,
    }),
  );
  await postgres.stop();
} else {
  totals.failed += 1;
  lines.push('server integration (PostgreSQL): FAILED, no PostgreSQL server could be started');
}

// Its own private PostgreSQL, redis-server, HAProxy and two Giro processes (apps/server/cluster).
count(
  await vitestStage(
    'cluster (two processes behind HAProxy, PostgreSQL, Redis)',
    ['--config', 'apps/server/cluster/vitest.config.ts'],
    { TEST_DATABASE_URL: '' },
  ),
);

if (built) count(await playwrightStage('end-to-end (Chromium)'));
else lines.push('end-to-end (Chromium): not run, the build failed');

const fileSeconds = (file: FileTime) => (file.importMs + file.setupMs + file.testsMs) / 1000;
console.info('\nStage times (wall, and CPU of its processes):');
for (const { label, seconds, cpuSeconds } of stageTimes) {
  console.info(
    `  ${formatSeconds(seconds).padStart(12)}  ${formatSeconds(cpuSeconds).padStart(12)} CPU  ${label}`,
  );
}
console.info(
  `  ${formatSeconds((Date.now() - started) / 1000).padStart(12)}  in all (load now ${loadAverage()})`,
);
console.info('Slowest test files (import + set-up + hooks and tests, in their worker):');
for (const file of files.sort((a, b) => fileSeconds(b) - fileSeconds(a)).slice(0, 10)) {
  const parts = file.importMs ? ` (import ${formatSeconds(file.importMs / 1000)})` : '';
  console.info(
    `  ${formatSeconds(fileSeconds(file)).padStart(12)}  ${file.file}${parts} — ${file.stage}`,
  );
}

console.info(`\n${lines.join('\n')}`);
if (flaky.length > 0) console.info(`passed only on a retry (flaky): ${flaky.join('; ')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
