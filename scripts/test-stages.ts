// The stages `npm test` and `npm run test:repeat` run, each reporting what it counted: tests
// passed and failed (from the runner's own JSON report), the failed tests' names, its wall time
// and the time of each of its test files.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { FileTime } from './vitest-file-times.ts';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.test-results');

export interface StageResult extends Timing {
  label: string;
  ok: boolean;
  passed: number;
  failed: number;
  /** Tests that failed ("file › title"), and those that passed only on a retry. */
  failedTests: string[];
  flakyTests: string[];
  files: FileTime[];
}

/**
 * CPU seconds of this process's finished children (Linux: /proc), so a stage's CPU time shows
 * beside its wall time: on a machine others share, the wall time says little on its own.
 */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name in parentheses; cutime and cstime are the 16th and 17th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

export interface Timing {
  seconds: number;
  cpuSeconds: number;
}

/** Runs a command with its output shown; resolves to whether it succeeded and its times. */
export function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ ok: boolean } & Timing> {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  console.info(
    `\n▶ ${label} (${new Date().toISOString().slice(11, 19)} UTC, load ${loadAverage()})`,
  );
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const cpuSeconds = childrenCpuSeconds() - cpuBefore;
      console.info(
        `◀ ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${formatSeconds(seconds)} (CPU ${formatSeconds(cpuSeconds)}, load ${loadAverage()})`,
      );
      resolve({ ok: code === 0, seconds, cpuSeconds });
    });
  });
}

/** The machine's load average over the last minute. */
export function loadAverage(): string {
  return loadavg()[0]?.toFixed(1) ?? '?';
}

export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

function readJson<Report>(file: string): Report | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;
}

const fileName = (label: string, extension: string) =>
  join(resultsDir, `${label.replaceAll(/\W+/g, '-')}.${extension}`);

/** What Vitest's json reporter writes that is counted here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

/** `vitest run` with `args`; a runner that crashed before reporting counts as one failure. */
export async function vitestStage(
  label: string,
  args: string[],
  env: Record<string, string>,
): Promise<StageResult> {
  mkdirSync(resultsDir, { recursive: true });
  const output = fileName(label, 'json');
  const times = fileName(label, 'times.json');
  const { ok, ...timing } = await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-file-times.ts',
      `--outputFile.json=${output}`,
      ...args,
    ],
    { ...env, VITEST_FILE_TIMES: times },
  );
  const report = readJson<VitestReport>(output);
  const passed = report?.numPassedTests ?? 0;
  const failed = report
    ? report.numFailedTests + (ok ? 0 : report.numFailedTests === 0 ? 1 : 0)
    : 1;
  const failedTests = (report?.testResults ?? []).flatMap(({ name, assertionResults }) =>
    assertionResults
      .filter(({ status }) => status === 'failed')
      .map(({ fullName }) => `${name.replace(root, '')} › ${fullName}`),
  );
  if (!ok && failedTests.length === 0) failedTests.push(`${label}: the run itself failed`);
  const files = readJson<FileTime[]>(times) ?? [];
  return { label, ok, passed, failed, failedTests, flakyTests: [], ...timing, files };
}

/** The parts of Playwright's json report counted here. */
interface PlaywrightTest {
  projectName: string;
  status: string;
  results: { duration: number }[];
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

function specsOf(suites: PlaywrightSuite[] = []): PlaywrightSpec[] {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites)]);
}

/** "[desktop] e2e/account.spec.ts › a sender signs up…" for each test in `status`. */
function titles(specs: PlaywrightSpec[], status: string): string[] {
  return specs.flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === status)
      .map((test) => `[${test.projectName}] ${spec.file} › ${spec.title}`),
  );
}

/** A spec file's time: its tests' attempts, summed (they run two at a time). */
function specFileTimes(specs: PlaywrightSpec[]): FileTime[] {
  const byFile = new Map<string, number>();
  for (const spec of specs) {
    const ms = spec.tests.flatMap((test) => test.results).reduce((sum, r) => sum + r.duration, 0);
    byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
  }
  return [...byFile].map(([file, testsMs]) => ({
    file: `e2e/${file}`,
    project: 'e2e',
    importMs: 0,
    setupMs: 0,
    testsMs,
  }));
}

export async function playwrightStage(label: string): Promise<StageResult> {
  mkdirSync(resultsDir, { recursive: true });
  const output = join(resultsDir, 'playwright.json');
  const { ok, ...timing } = await run(label, 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson<PlaywrightReport>(output);
  const stats = report?.stats;
  const specs = specsOf(report?.suites);
  const passed = stats ? stats.expected + stats.flaky : 0;
  const failed = stats ? stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1) : 1;
  return {
    label,
    ok,
    passed,
    failed,
    failedTests: titles(specs, 'unexpected'),
    flakyTests: titles(specs, 'flaky'),
    ...timing,
    files: specFileTimes(specs),
  };
}
