import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { orders } from '../src/modules/orders/orders-tables.ts';
import { waitUntil } from '../test/helpers/wait-until.ts';
import { quoteRequest } from '../test/pricing/calculator-client.ts';
import { byStatus, type StreamedCall, streamCalls } from './call-stream.ts';
import { clusterClients, consoleToken, type GiroCall } from './giro-client.ts';
import { type GiroCluster, operator, startCluster } from './giro-cluster.ts';
import type { GiroProcess } from './giro-process.ts';
import {
  acknowledged,
  type Cart,
  cartFor,
  createOrder,
  type Sender,
  sendersOn,
} from './orders-client.ts';
import { expectRateChangeHeardWithin1s } from './rate-change.ts';

const outages = 5;
const outageMs = 3_000;
/** Traffic with PostgreSQL up, before each outage. */
const upMs = 2_500;

let cluster: GiroCluster;
let onA: GiroCall;
let onB: GiroCall;
let balanced: GiroCall;
let senders: Sender[];
/** True from a crash to its restart: a test failing meanwhile leaves PostgreSQL for afterAll. */
let postgresDown = false;

beforeAll(async () => {
  // Quotes come steadily from one address (the balancer's): their limit is out of the way.
  cluster = await startCluster({ PRICING_RATE_LIMIT: '1000000' });
  ({ onA, onB, balanced } = clusterClients(cluster));
  senders = await sendersOn(cluster.database, 21);
}, 180_000);
afterAll(async () => {
  if (postgresDown) await cluster.postgres.restart();
  await cluster?.close();
}, 60_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readiness = (giro: GiroProcess) =>
  fetch(`${giro.origin}/readyz`).then(
    (response) => response.status,
    () => 0,
  );

async function bothReadyAre(status: number): Promise<boolean> {
  const statuses = await Promise.all([cluster.instanceA, cluster.instanceB].map(readiness));
  return statuses.every((answered) => answered === status);
}

/** No instance in rotation: a visitor opening a page gets one that says so and reloads itself. */
async function balancerAnswersItsPage(): Promise<boolean> {
  const response = await fetch(`${cluster.balancer.origin}/`, { headers: { accept: 'text/html' } });
  const text = await response.text();
  return (
    response.status === 503 &&
    response.headers.get('retry-after') === '5' &&
    text.includes('Servicio no disponible, reintente en unos segundos.') &&
    text.includes('http-equiv="refresh"')
  );
}

/** Orders from each sender every 2.5 s (their limit is 30 a minute) and two quoters, through the balancer. */
function steadyTraffic(streamers: typeof senders, carts: Cart[]) {
  const quote = quoteRequest({ currency: 'USD', destination_currency: 'CUP' });
  return streamCalls([
    ...streamers.map(({ token }) => {
      let next = 0;
      return {
        kind: 'order',
        pauseMs: 2_500,
        send: () => createOrder(balanced, token, carts[next++ % carts.length] as Cart),
      };
    }),
    ...[1, 2].map(() => ({
      kind: 'quote',
      pauseMs: 50,
      send: () => balanced('POST', '/api/calc_money_sent', { json: quote }),
    })),
  ]);
}

/** The unhandled rejections an instance counted (it logs them instead of dying). */
async function unhandledRejections(call: GiroCall): Promise<number> {
  const metrics = (await call('GET', '/metrics')).body.toString('utf8');
  return Number(/^giro_unhandled_rejections_total (\d+)$/m.exec(metrics)?.[1]);
}

describe('PostgreSQL stopped with -m immediate and started again, five times, under traffic', () => {
  const held = { email: '', reference: '' };
  let acknowledgedReferences: string[] = [];

  it('answers 200 or 503 with Retry-After, is ready within 5 s of each return, loses no order, and no process dies', {
    timeout: 180_000,
  }, async () => {
    const [heldSender, ...streamers] = senders;
    if (heldSender === undefined) throw new Error('no sender');
    const carts: Cart[] = [];
    for (let index = 0; index < 20; index += 1) carts.push(await cartFor(balanced, 50 + index));
    const traffic = steadyTraffic(streamers, carts);
    const windows: { downAt: number; readyAt: number }[] = [];
    const readyAfterMs: number[] = [];

    for (let outage = 1; outage <= outages; outage += 1) {
      await pause(upMs);
      // In the third outage, a mail is on its way to the SMTP server when PostgreSQL goes.
      const mail = outage === 3 ? cluster.holdMailTo(heldSender.email) : undefined;
      if (mail) {
        held.email = heldSender.email;
        held.reference =
          acknowledged(await createOrder(onA, heldSender.token, carts[0] as Cart)) ?? '';
        await mail.received;
      }
      const downAt = Date.now();
      postgresDown = true;
      await cluster.postgres.crash();
      mail?.accept();
      await waitUntil(() => bothReadyAre(503), { timeoutMs: 5_000, what: 'both /readyz 503' });
      if (outage === 1) {
        // HAProxy's checks (every 300 ms, each up to 2 s on a busy machine) take both out first.
        await waitUntil(balancerAnswersItsPage, { timeoutMs: 10_000, what: "the balancer's page" });
      }
      await pause(outageMs - (Date.now() - downAt));
      await cluster.postgres.restart();
      postgresDown = false;
      const upAt = Date.now();
      await waitUntil(() => bothReadyAre(200), { timeoutMs: 5_000, what: 'both /readyz 200' });
      readyAfterMs.push(Date.now() - upAt);
      windows.push({ downAt, readyAt: Date.now() });
    }
    await pause(1_500);
    const calls = await traffic.stop();

    const during = (call: StreamedCall) =>
      windows.some(({ downAt, readyAt }) => call.startedAt < readyAt && call.endedAt > downAt);
    const unexpected = calls.filter(
      ({ answer }) =>
        !(answer?.status === 200 || (answer?.status === 503 && answer.headers.has('retry-after'))),
    );
    expect(unexpected.map(({ answer, error }) => answer?.status ?? error)).toEqual([]);
    expect(calls.filter(during).some(({ answer }) => answer?.status === 503)).toBe(true);
    for (const giro of [cluster.instanceA, cluster.instanceB])
      expect(giro.child.exitCode).toBe(null);
    expect(await unhandledRejections(onA)).toBe(0);
    expect(await unhandledRejections(onB)).toBe(0);

    const orderCalls = calls.filter(({ kind }) => kind === 'order');
    acknowledgedReferences = orderCalls.flatMap(({ answer }) => {
      const reference = answer && acknowledged(answer);
      return reference === undefined ? [] : [reference];
    });
    const stored = await cluster.database.db
      .select({ reference: orders.reference })
      .from(orders)
      .where(inArray(orders.reference, acknowledgedReferences));
    expect(stored.length).toBe(new Set(acknowledgedReferences).size);

    console.info(
      `outages: ${calls.length} answers ${JSON.stringify(byStatus(calls))}; during the outages ` +
        `${JSON.stringify(byStatus(calls.filter(during)))}; ready again after ${readyAfterMs.join(', ')} ms; ` +
        `${orderCalls.length} orders sent, ${acknowledgedReferences.length} acknowledged, ` +
        `${stored.length} present`,
    );
  });

  it('runs the job queue again: each acknowledged order mailed once, the interrupted mail too', {
    timeout: 150_000,
  }, async () => {
    const mailsAbout = (reference: string) =>
      cluster.deliveries.filter((delivery) => delivery.subject.includes(reference));
    const references = [...acknowledgedReferences, held.reference];
    await waitUntil(() => references.every((reference) => mailsAbout(reference).length > 0), {
      timeoutMs: 140_000,
      what: 'the creation mail of every acknowledged order',
    });
    for (const reference of references) {
      expect(new Set(mailsAbout(reference).map((mail) => mail.messageId)).size).toBe(1);
    }
    // The SMTP server took the held mail while PostgreSQL was away; its job was recorded done
    // once it was back, so it is not sent again.
    expect(cluster.deliveries.filter((delivery) => delivery.to.includes(held.email))).toHaveLength(
      1,
    );
    const jobs = await selectRows<{ state: string; retry_count: number }>(
      cluster.database.db,
      sql`select state::text as state, retry_count from pgboss.job
          where name = 'mail.deliver' and data->>'to' = ${held.email}`,
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it("listens again: an operator's rate changed through A is in B's next quote within 1 s", async () => {
    const operatorToken = await consoleToken(onA, operator, '198.51.100.1');
    await expectRateChangeHeardWithin1s(onA, onB, operatorToken);
  });
});
