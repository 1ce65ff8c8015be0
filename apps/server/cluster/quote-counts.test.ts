import { quoteCountWindowSeconds } from '@giro/shared/admin/dashboard-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { waitUntil } from '../test/helpers/wait-until.ts';
import { quoteRequest } from '../test/pricing/calculator-client.ts';
import { type GiroCall, giroClient } from './giro-client.ts';
import { type GiroCluster, startCluster } from './giro-cluster.ts';
import { kill, stop } from './giro-process.ts';

const windowMs = quoteCountWindowSeconds * 1000;
// A write's own round trip and a busy event loop, on top of the window.
const slackMs = 1_500;

let cluster: GiroCluster;

beforeAll(async () => {
  // Every quote comes from this machine's address: the calculator's limit must let them all in.
  cluster = await startCluster({ PRICING_RATE_LIMIT: '1000000' });
}, 180_000);
afterAll(() => cluster?.close(), 60_000);

/** The quotes the dashboard counts for one corridor, all days together. */
async function counted(currency: string): Promise<number> {
  const [row] = await selectRows<{ quotes: string }>(
    cluster.database.db,
    sql`select coalesce(sum(count), 0)::text as quotes from quote_counts
        where payment_currency = ${currency} and destination_currency = 'CUP'`,
  );
  return Number(row?.quotes ?? 0);
}

/** `count` quotes in `currency` → CUP, `parallel` at a time; the instance of each answer. */
async function quote(call: GiroCall, currency: string, count: number, parallel = 1) {
  const instances: (string | null)[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const answer = await call('POST', '/api/calc_money_sent', {
        json: quoteRequest({ currency }),
      });
      expect(answer.status).toBe(200);
      instances.push(answer.instance);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return instances;
}

// Each test quotes its own corridor, so no test's counts reach another's.
describe('the dashboard counts the quotes of several instances', () => {
  it('counts 1,000 quotes answered through two instances exactly, once their window has passed', async () => {
    const instances = await quote(giroClient(cluster.balancer.origin), 'USD', 1_000, 20);
    expect(new Set(instances)).toEqual(new Set(['a', 'b']));
    await waitUntil(async () => (await counted('USD')) === 1_000, {
      timeoutMs: windowMs + slackMs * 2,
      what: '1,000 quotes counted',
    });
    // Written once: another window later the count has not moved.
    await new Promise((resolve) => setTimeout(resolve, windowMs + slackMs));
    expect(await counted('USD')).toBe(1_000);
  });

  it('loses at most the last window of quotes of an instance killed with SIGKILL', async () => {
    const onA = giroClient(cluster.instanceA.origin);
    const answeredAt: number[] = [];
    const until = Date.now() + windowMs * 1.6;
    while (Date.now() < until) {
      await quote(onA, 'EUR', 1);
      answeredAt.push(Date.now());
    }
    await kill(cluster.instanceA);
    const killedAt = Date.now();

    const kept = await counted('EUR');
    const lost = answeredAt.length - kept;
    const inLastWindow = answeredAt.filter((at) => at > killedAt - windowMs - slackMs).length;
    console.info(
      `quote counts: ${answeredAt.length} quotes answered by A, ${kept} counted after kill -9, ` +
        `${lost} lost (${inLastWindow} answered in its last ${windowMs + slackMs} ms)`,
    );
    // The window before the last was written while A lived; nothing is counted twice.
    expect(kept).toBeGreaterThan(0);
    expect(lost).toBeGreaterThanOrEqual(0);
    expect(lost).toBeLessThanOrEqual(inLastWindow);
  });

  it('writes every quote an instance holds when it is stopped with SIGTERM', async () => {
    await quote(giroClient(cluster.instanceB.origin), 'CAD', 50);
    expect(await stop(cluster.instanceB)).toBe(0);
    expect(await counted('CAD')).toBe(50);
  });
});
