import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBenchSenders, liftDailyLimits } from '../bench/bench-senders.ts';
import type { Database } from '../src/db/database.ts';
import type { UnavailableReason } from '../src/db/database-unavailable.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { median } from '../test/helpers/median.ts';
import { waitUntil } from '../test/helpers/wait-until.ts';
import { type Answer, type GiroCall, giroClient } from './giro-client.ts';
import { type GiroCluster, startCluster } from './giro-cluster.ts';
import { acknowledged, cartFor, createOrder } from './orders-client.ts';

// Short limits, so the test waits seconds; the defaults are in README's table.
const acquireTimeoutMs = 2_000;
const statementTimeoutMs = 2_000;

let cluster: GiroCluster;
let onA: GiroCall;
let token: string;

beforeAll(async () => {
  cluster = await startCluster({
    DATABASE_POOL_SIZE: '10',
    DATABASE_ACQUIRE_TIMEOUT_MS: String(acquireTimeoutMs),
    DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
  });
  onA = giroClient(cluster.instanceA.origin);
  await liftDailyLimits(cluster.database.db);
  [token = ''] = await createBenchSenders(cluster.database.db, 1);
}, 180_000);
afterAll(() => cluster?.close(), 60_000);

/** Holds an exclusive lock on the orders table (no read or write gets past it) until released. */
async function lockOrders(db: Database) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const taken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holding = db.transaction(async (tx) => {
    // Idle while it holds the lock, for as long as the test needs.
    await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
    await tx.execute(sql`lock table orders in access exclusive mode`);
    locked();
    await released;
  });
  await taken;
  return async () => {
    release();
    await holding;
  };
}

/** Backends of the instances' database waiting for a lock. */
async function waitingOnTheLock(): Promise<number> {
  const [row] = await selectRows<{ count: string }>(
    cluster.database.db,
    sql`select count(*) as count from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(row?.count);
}

/** Instance A's `giro_database_unavailable_total` by reason. */
async function unavailableCounts(): Promise<Record<UnavailableReason, number>> {
  const metrics = (await onA('GET', '/metrics')).body.toString('utf8');
  const count = (reason: UnavailableReason) =>
    Number(
      new RegExp(`^giro_database_unavailable_total\\{reason="${reason}"\\} (\\d+)$`, 'm').exec(
        metrics,
      )?.[1] ?? 0,
    );
  return {
    unreachable: count('unreachable'),
    acquire_timeout: count('acquire_timeout'),
    statement_timeout: count('statement_timeout'),
  };
}

function expectUnavailable(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.json()).toEqual({
    code: 'unavailable',
    message: 'Servicio no disponible, reintente en unos segundos.',
  });
}

describe('bounded waits on PostgreSQL (pool of 10, 2 s to get a connection, 2 s per statement)', () => {
  it('answers create_order 503 within the statement timeout while a lock holds the orders table, then serves it', async () => {
    const cart = await cartFor(onA, 80);
    const unlock = await lockOrders(cluster.database.db);
    const startedAt = Date.now();
    const refused = await createOrder(onA, token, cart);
    const tookMs = Date.now() - startedAt;
    await unlock();

    expectUnavailable(refused);
    expect(tookMs).toBeGreaterThanOrEqual(statementTimeoutMs);
    expect(tookMs).toBeLessThan(statementTimeoutMs + 1_000);
    expect(acknowledged(await createOrder(onA, token, cart))).toMatch(/\w/);
    console.info(`lock: create_order answered 503 after ${tookMs} ms, then 200 once released`);
  });

  it('answers the surplus of 500 concurrent slow calls 503 at the acquire timeout; none waits unboundedly; /healthz stays quick', async () => {
    const before = await unavailableCounts();
    const unlock = await lockOrders(cluster.database.db);
    const startedAt = Date.now();
    const storm = Array.from({ length: 500 }, () =>
      onA('GET', '/api/orders', { token }).then((answer) => ({
        answer,
        ms: Date.now() - startedAt,
      })),
    );
    // The pool's ten connections wait on the lock: the other calls wait for a connection.
    await waitUntil(async () => (await waitingOnTheLock()) === 10, { what: 'a full pool' });
    const healthz: number[] = [];
    for (let sample = 0; sample < 7; sample += 1) {
      const asked = Date.now();
      const response = await fetch(`${cluster.instanceA.origin}/healthz`);
      healthz.push(Date.now() - asked);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await Promise.all(storm);
    await unlock();
    const after = await unavailableCounts();

    for (const { answer } of answers) expectUnavailable(answer);
    // The surplus was refused once the acquire timeout passed, without waiting for the slow
    // ones: only the calls that got one of the ten connections (when the first ten were
    // cancelled, the next waiting ones got theirs) waited for the statement timeout.
    const refusedAtAcquire = after.acquire_timeout - before.acquire_timeout;
    const cancelled = after.statement_timeout - before.statement_timeout;
    expect(refusedAtAcquire + cancelled).toBe(500);
    expect(cancelled).toBeLessThanOrEqual(20);
    const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
    // The lock is held until every call has answered: none could wait for it. The slack is the
    // time a busy machine takes to accept 500 connections.
    expect(times.at(-1)).toBeLessThan(acquireTimeoutMs + statementTimeoutMs + 10_000);
    // Its median: one sample may meet a busy machine's scheduler; a process stuck behind the
    // pool would answer none within the acquire timeout.
    expect(median(healthz)).toBeLessThan(100);
    expect(Math.max(...healthz)).toBeLessThan(acquireTimeoutMs);
    expect((await onA('GET', '/api/orders', { token })).status).toBe(200);
    console.info(
      `pool: 500 calls answered 503 (${refusedAtAcquire} at the acquire timeout, ${cancelled} at ` +
        `the statement timeout), median ${times[250]} ms, slowest ${times.at(-1)} ms; ` +
        `/healthz meanwhile ${healthz.join(', ')} ms`,
    );
  });
});
