// Runs every check Giro has and ends with one line "N passed, N failed" summed from the real
// results of each runner (Vitest on PGlite, Vitest server tests on PostgreSQL, the cluster
// test, Playwright).
// Lint, typecheck and build are not tests: each that fails adds one to "failed". A test that
// passed only on a retry counts as passed and is named on the line before: "(flaky): <titles>".
// Vitest runs without retries, so only Playwright's retries (on CI) can make one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestPostgres } from './test-postgres.ts';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const lines: string[] = [];
const flaky: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
  });
  return result.status === 0;
}

function check(label: string, command: string, args: string[]) {
  const ok = run(label, command, args);
  if (!ok) totals.failed += 1;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
}

function readJson<Report>(file: string): Report | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;
}

/** What Vitest's json reporter writes that is counted here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}

function vitest(label: string, args: string[], env: Record<string, string>) {
  const output = join(resultsDir, `${label.replaceAll(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...args,
    ],
    env,
  );
  const report = readJson<VitestReport>(output);
  const passed = report?.numPassedTests ?? 0;
  // A runner that crashed before reporting counts as one failure, never as silence.
  const failed = report
    ? report.numFailedTests + (ok ? 0 : report.numFailedTests === 0 ? 1 : 0)
    : 1;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${label}: ${passed} passed, ${failed} failed`);
}

/** The parts of Playwright's json report counted here. */
interface PlaywrightTest {
  projectName: string;
  status: string;
}
interface PlaywrightSpec {
  title: string;
  file: string;
  tests: PlaywrightTest[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/**
 * "[desktop] e2e/account.spec.ts › a sender signs up…" for each test that failed, then passed on
 * a retry.
 */
function flakyTitles(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${spec.file} › ${spec.title}`),
    ),
    ...flakyTitles(suite.suites),
  ]);
}

function playwright(label: string) {
  const output = join(resultsDir, 'playwright.json');
  const ok = run(label, 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  const report = readJson<PlaywrightReport>(output);
  const stats = report?.stats;
  flaky.push(...flakyTitles(report?.suites));
  const passed = stats ? stats.expected + stats.flaky : 0;
  const failed = stats ? stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1) : 1;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(
    `${label}: ${passed} passed, ${failed} failed${stats?.flaky ? ` (${stats.flaky} flaky)` : ''}`,
  );
}

check('system packages', 'bash', ['scripts/ensure-system-packages.sh']);
check('lint', 'npm', ['run', 'lint', '--silent']);
check('server module graph', 'npx', ['tsx', 'scripts/check-module-graph.ts']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
const built = check('build', 'npm', ['run', 'build', '--silent']);
if (built) check('size budget of the home route', 'npm', ['run', 'size', '--silent']);
else lines.push('size budget of the home route: not run, the build failed');

vitest('unit and integration (PGlite)', [], { TEST_DATABASE_URL: '' });

const postgres = await startTestPostgres();
if (postgres) {
  vitest('server integration (PostgreSQL)', ['--project', 'server'], {
    TEST_DATABASE_URL: postgres.url,
  });
  await postgres.stop();
} else {
  totals.failed += 1;
  lines.push('server integration (PostgreSQL): FAILED, no PostgreSQL server could be started');
}

// Its own private PostgreSQL, redis-server, HAProxy and two Giro processes (apps/server/cluster).
vitest(
  'cluster (two processes behind HAProxy, PostgreSQL, Redis)',
  ['--config', 'apps/server/cluster/vitest.config.ts'],
  { TEST_DATABASE_URL: '' },
);

if (built) playwright('end-to-end (Chromium)');
else lines.push('end-to-end (Chromium): not run, the build failed');

console.info(`\n${lines.join('\n')}`);
if (flaky.length > 0) console.info(`passed only on a retry (flaky): ${flaky.join('; ')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
