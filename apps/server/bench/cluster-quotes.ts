import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { GiroCluster } from '../cluster/giro-cluster.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { quoteRequest } from '../test/pricing/calculator-client.ts';
import {
  connections,
  type Measurement,
  measureInterleaved,
  runRound,
  type Target,
} from './measure.ts';

/** Where the quotes go: a balancer and the instances behind it. */
export interface QuoteBalancer {
  label: string;
  origin: string;
  instances: readonly { child: { pid?: number | undefined } }[];
}

// An idle PostgreSQL connection reports its statistics up to 10 s late (PGSTAT_IDLE_INTERVAL):
// the count is read once every connection has reported.
const statisticsDelayMs = 11_000;

/** Transactions the cluster's database has ended so far, as PostgreSQL's statistics count them. */
async function transactions(cluster: GiroCluster): Promise<number> {
  const [row] = await selectRows<{ ended: string }>(
    cluster.database.db,
    sql`select (xact_commit + xact_rollback)::text as ended from pg_stat_database
        where datname = current_database()`,
  );
  return Number(row?.ended ?? 0);
}

/** The transactions ended over `work` and the statistics delay after it, and how long that took. */
async function transactionsOver<T>(cluster: GiroCluster, work: () => Promise<T>) {
  const before = await transactions(cluster);
  const started = performance.now();
  const result = await work();
  await sleep(statisticsDelayMs);
  return {
    result,
    ended: (await transactions(cluster)) - before,
    ms: performance.now() - started,
  };
}

function line({ label, requestsPerSecond, p99Ms, serverCores, generatorCores }: Measurement) {
  return (
    `${label}  ${Math.round(requestsPerSecond)} req/s  p99 ${p99Ms} ms  cores busy: ` +
    `Giro ${serverCores.toFixed(2)}, load generator ${generatorCores.toFixed(2)} of ${availableParallelism()}`
  );
}

/**
 * Quotes/s through a balancer to one instance and to two, in interleaved rounds, with the cores
 * the instances and the load generator (this process) kept busy; then how many database
 * transactions those quotes cost, and what this machine can and cannot show.
 */
export async function benchClusterQuotes(
  cluster: GiroCluster,
  balancers: readonly QuoteBalancer[],
  headers: Record<string, string>,
  interleaving: { rounds: number; roundSeconds: number },
): Promise<void> {
  const targets: Target[] = balancers.map(({ label, origin, instances }) => ({
    label: `quote ${label}`,
    url: `${origin}/api/calc_money_sent`,
    headers,
    body: JSON.stringify(quoteRequest()),
    serverPids: instances.map((instance) => instance.child.pid),
  }));
  for (const target of targets) await runRound(target, 2);
  const rounds = await transactionsOver(cluster, () =>
    measureInterleaved(targets, { ...interleaving, warmUpSeconds: 0 }),
  );
  // The health checks and the job queue's polls end transactions of their own, as many as the
  // same time without quotes does: the quotes' share is what the rounds ended beyond that.
  const idle = await transactionsOver(cluster, () => sleep(rounds.ms - statisticsDelayMs));
  const quotes = rounds.result;
  const during = Math.max(0, rounds.ended - idle.ended);
  console.info(`${connections} connections for quotes`);
  for (const measured of quotes) console.info(line(measured));
  const [one, two] = quotes;
  if (one === undefined || two === undefined) return;
  const answered = quotes.reduce((sum, { requests }) => sum + requests, 0);
  // Far below one a quote: what the 5-s quote-count writes cost.
  const untouched = during < answered / 100;
  console.info(
    `quotes, 2 instances / 1: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}×\n` +
      `database transactions while ${answered} quotes were answered: ${rounds.ended}, ` +
      `${idle.ended} in the same time without quotes (health checks, the job queue's polls), so ` +
      `${during} for the quotes ` +
      (untouched
        ? "(each instance's counts every 5 s: the quotes took none)"
        : '(quotes use the database again)'),
  );
  const [load = 0] = loadavg();
  console.info(
    `Giro's instances kept ${one.serverCores.toFixed(2)} cores busy alone and ${two.serverCores.toFixed(2)} as two, ` +
      `of ${availableParallelism()} (load average ${load.toFixed(1)}; the load generator took ` +
      `${two.generatorCores.toFixed(2)}, HAProxy, Redis and PostgreSQL their share).`,
  );
  // A second instance adds quotes with the CPU time it gets, and only with that.
  if (two.serverCores < 1.6 * one.serverCores) {
    console.info(
      'Two instances got little more CPU than one had, so "2 instances / 1" measures this ' +
        'machine, not Giro: it cannot show the scaling.' +
        (untouched
          ? ' What it does show is the count above: quotes take no row lock and hold no ' +
            'database connection, so nothing the instances share serialises them. On a machine ' +
            "with a core per instance beside the load generator's and the database's (or the " +
            'load generator on another machine), quotes/s grow with instances.'
          : ''),
    );
  }
}
