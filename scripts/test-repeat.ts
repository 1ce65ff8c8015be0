// Hunts flaky tests: runs the PGlite stage (every Vitest project) and the PostgreSQL stage (the
// server project on a private PostgreSQL) N times in a row, as `npm test` runs them, and names
// every test that failed at least once, with how often. A flaky test shows on a busy machine:
// `--load N` runs `stress-ng --cpu N` beside the runs (apt-get install stress-ng).
//   npm run test:repeat -- [--times 5] [--load 2] [vitest filters, e.g. apps/server/test/accounts]
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startTestPostgres } from './test-postgres.ts';
import { formatSeconds, loadAverage, type StageResult, vitestStage } from './test-stages.ts';

const { values, positionals } = parseArgs({
  options: { times: { type: 'string', default: '5' }, load: { type: 'string' } },
  allowPositionals: true,
});
const times = Number(values.times);

function startStress(cpus: string): ChildProcess {
  if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.error('--load needs stress-ng: apt-get install -y stress-ng');
    process.exit(2);
  }
  return spawn('stress-ng', ['--cpu', cpus, '--quiet'], { stdio: 'ignore' });
}

const stress = values.load ? startStress(values.load) : undefined;
const postgres = await startTestPostgres();
if (!postgres) process.exit(2);

const failures = new Map<string, number>();
const rounds: string[] = [];
try {
  for (let round = 1; round <= times; round += 1) {
    const results: StageResult[] = [
      await vitestStage(`PGlite, round ${round}`, positionals, { TEST_DATABASE_URL: '' }),
      await vitestStage(`PostgreSQL, round ${round}`, ['--project', 'server', ...positionals], {
        TEST_DATABASE_URL: postgres.url,
      }),
    ];
    for (const result of results) {
      for (const test of result.failedTests) failures.set(test, (failures.get(test) ?? 0) + 1);
      rounds.push(
        `${result.label}: ${result.passed} passed, ${result.failed} failed in ${formatSeconds(result.seconds)} (CPU ${formatSeconds(result.cpuSeconds)})`,
      );
    }
  }
} finally {
  stress?.kill();
  await postgres.stop();
}

console.info(`\n${rounds.join('\n')}\nload at the end: ${loadAverage()}`);
if (failures.size === 0) {
  console.info(`No test failed in ${times} rounds.`);
} else {
  console.info(`Failed at least once in ${times} rounds (runs failed: test):`);
  for (const [test, count] of [...failures].sort((a, b) => b[1] - a[1])) {
    console.info(`  ${count}: ${test}`);
  }
}
process.exit(failures.size === 0 ? 0 : 1);
