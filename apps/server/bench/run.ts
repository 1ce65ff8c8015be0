import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from '../../../scripts/test-postgres.ts';
import { databaseUrlOn, runOnServer } from '../test/helpers/postgres-admin.ts';
import { bareRoute, type QuoteBenchReady } from './bench-protocol.ts';
import { connections, type Measurement, measureInterleaved, type Target } from './measure.ts';
import { browserHeaders } from './order-load.ts';

// The quote against a bare JSON route on the same server, on PGlite and then on PostgreSQL.
// Prints figures; asserts nothing. On a shared machine req/s moves with everyone else's load;
// the server's CPU time per answer hardly does, so its ratio is printed beside.
const interleaving = { rounds: 5, roundSeconds: 2, warmUpSeconds: 2 };
const throughputGoal = 0.6;
const p99Goal = 2;

const quoteBody = JSON.stringify({
  amount: '150',
  currency: 'USD',
  destination_currency: 'CUP',
  type: 1,
  key: 'demo-agent',
  delivery: 2,
});

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function startServer(args: string[]) {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), args, {
    execArgv: ['--import', 'tsx'],
  });
  const [ready] = (await once(child, 'message')) as [QuoteBenchReady];
  return { child, origin: `http://127.0.0.1:${ready.port}`, senderToken: ready.senderToken };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.disconnect();
  await exited;
}

async function checkAnswers(target: Target): Promise<void> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: target.headers,
    body: target.body,
  });
  if (!response.ok) throw new Error(`${target.label}: ${response.status} ${await response.text()}`);
}

function line({ label, requestsPerSecond, p99Ms, serverCpuUsPerRequest, ...cores }: Measurement) {
  return (
    `  ${label.padEnd(38)} ${Math.round(requestsPerSecond).toString().padStart(6)} req/s` +
    `  p99 ${p99Ms.toString().padStart(3)} ms  server CPU ${serverCpuUsPerRequest.toFixed(0).padStart(3)} µs/answer` +
    `  (cores busy: server ${cores.serverCores.toFixed(2)}, load generator ${cores.generatorCores.toFixed(2)})`
  );
}

function verdict(met: boolean): string {
  return met ? 'met' : 'NOT MET';
}

/** Starts a bench server with `args`, measures its three targets and prints them. */
async function benchOn(database: string, args: string[]): Promise<void> {
  const { child, origin, senderToken } = await startServer(args);
  try {
    const headers = await browserHeaders(origin);
    const target = (label: string, path: string, extra: Record<string, string> = {}) => ({
      label,
      url: `${origin}${path}`,
      headers: { ...headers, ...extra },
      body: quoteBody,
      serverPids: [child.pid],
    });
    const targets = [
      target('POST /api/calc_money_sent', '/api/calc_money_sent'),
      target('POST /api/calc_money_sent (signed in)', '/api/calc_money_sent', {
        authorization: `Bearer ${senderToken}`,
      }),
      target(`POST ${bareRoute} (bare JSON)`, bareRoute),
    ];
    for (const each of targets) await checkAnswers(each);
    const [quote, signedIn, bare] = (await measureInterleaved(targets, interleaving)) as [
      Measurement,
      Measurement,
      Measurement,
    ];
    const { rounds, roundSeconds } = interleaving;
    console.info(
      `${database}: ${connections} connections, ${rounds} interleaved rounds of ${roundSeconds} s per target (p99: median of rounds)`,
    );
    for (const result of [quote, signedIn, bare]) console.info(line(result));
    for (const { label, ...measured } of [
      { ...quote, label: 'quote' },
      { ...signedIn, label: 'signed-in quote' },
    ]) {
      const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
      const p99Ratio = measured.p99Ms / Math.max(bare.p99Ms, 1);
      const cpuRatio = bare.serverCpuUsPerRequest / measured.serverCpuUsPerRequest;
      console.info(
        `  ${label} / bare: ${(ratio * 100).toFixed(1)} % of the req/s (goal ≥ ${throughputGoal * 100} %: ${verdict(ratio >= throughputGoal)}), ` +
          `p99 ${p99Ratio.toFixed(2)}× bare's (goal ≤ ${p99Goal}×: ${verdict(p99Ratio <= p99Goal)}); ` +
          `by server CPU per answer ${(cpuRatio * 100).toFixed(1)} %`,
      );
    }
    console.info(`  ${uptime()}`);
  } finally {
    await stopServer(child);
  }
}

/** A throwaway database on DATABASE_URL's or TEST_DATABASE_URL's server, else a private one. */
async function withPostgresDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const postgres = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: async () => {} }
    : await startTestPostgres();
  if (postgres === undefined) throw new Error('no PostgreSQL server for the bench');
  const name = `giro_bench_${randomBytes(6).toString('hex')}`;
  try {
    await runOnServer(postgres.url, `create database ${name}`);
    await work(databaseUrlOn(postgres.url, name));
  } finally {
    await runOnServer(postgres.url, `drop database if exists ${name} with (force)`);
    await postgres.stop();
  }
}

console.info(`before: ${uptime()}`);
await benchOn('PGlite', []);
await withPostgresDatabase((url) => benchOn('PostgreSQL', [url]));
