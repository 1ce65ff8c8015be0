import { availableParallelism } from 'node:os';
import type { PaymentMethod } from '@giro/shared';
import { consoleToken, giroClient } from '../cluster/giro-client.ts';
import { operator, startCluster } from '../cluster/giro-cluster.ts';
import { startHaproxy } from '../cluster/haproxy.ts';
import { median } from '../test/helpers/median.ts';
import { cadToCupRoute, quoteRequest } from '../test/pricing/calculator-client.ts';
import { createBenchSenders, liftDailyLimits } from './bench-senders.ts';
import { connections, type Round, runRound, summarize, type Target } from './measure.ts';
import { browserHeaders, orderLine, orderLoad, pricedCarts } from './order-load.ts';

// Figures for two Giro processes behind HAProxy against one process behind it (a balancer that
// only knows instance A), on the same PostgreSQL, Redis and machine. Prints; asserts nothing.
const roundCount = 3;
const roundSeconds = 3;
const orderSeconds = 5;
const orderConnections = 20;
const changeCount = 20;
const methods: { method: PaymentMethod; currency: string }[] = [
  { method: 'zelle', currency: 'USD' },
  { method: 'crypto', currency: 'USDT' },
];

console.info('starting PostgreSQL, redis-server, two Giro processes and HAProxy…');
// The calculator's limit stays on the path (its cost is measured), out of reach of the load.
const cluster = await startCluster({ PRICING_RATE_LIMIT: '1000000000', LOG_LEVEL: 'error' });
const onlyA = await startHaproxy([cluster.instanceA]);
try {
  const balancers = [
    { label: '1 instance ', origin: onlyA.origin },
    { label: '2 instances', origin: cluster.balancer.origin },
  ];
  const headers = await browserHeaders(cluster.balancer.origin);
  console.info(`${availableParallelism()} cores; ${connections} connections for quotes`);

  // Quotes, in alternating rounds so that other load on the machine hits both alike.
  const targets: Target[] = balancers.map(({ label, origin }) => ({
    label: `quote ${label}`,
    url: `${origin}/api/calc_money_sent`,
    headers,
    body: JSON.stringify(quoteRequest()),
  }));
  for (const target of targets) await runRound(target, 2);
  const rounds = targets.map(() => [] as Round[]);
  for (let round = 0; round < roundCount; round += 1) {
    for (const [index, target] of targets.entries()) {
      rounds[index]?.push(await runRound(target, roundSeconds));
    }
  }
  const quotes = targets.map((target, index) => summarize(target.label, rounds[index] ?? []));
  for (const { label, requestsPerSecond, p99Ms } of quotes) {
    console.info(`${label}  ${Math.round(requestsPerSecond)} req/s  p99 ${p99Ms} ms`);
  }
  const [oneQuotes, twoQuotes] = quotes;
  if (oneQuotes && twoQuotes) {
    console.info(
      `quotes, 2 instances / 1: ${(twoQuotes.requestsPerSecond / oneQuotes.requestsPerSecond).toFixed(2)}×`,
    );
  }

  // create_order from 2,000 senders with live sessions.
  await liftDailyLimits(cluster.database.db);
  const load = orderLoad(cluster.database.db, await createBenchSenders(cluster.database.db, 2_000));
  for (const { method, currency } of methods) {
    const carts = await pricedCarts(cluster.balancer.origin, headers, currency, 400);
    const rates: number[] = [];
    for (const { label, origin } of balancers) {
      const figures = await load({
        origin,
        headers,
        method,
        carts,
        connections: orderConnections,
        seconds: orderSeconds,
      });
      rates.push(figures.ordersPerSecond);
      console.info(`${label}  ${orderLine(method, figures)}`);
    }
    const [one = 0, two = 0] = rates;
    console.info(`create_order ${method}, 2 instances / 1: ${(two / one).toFixed(2)}×`);
  }

  // An operator's change through A, then B's quotes until one uses it.
  const onA = giroClient(cluster.instanceA.origin);
  const onB = giroClient(cluster.instanceB.origin);
  const token = await consoleToken(onA, operator);
  const cadToCup = quoteRequest({ currency: 'CAD', destination_currency: 'CUP' });
  const delays: number[] = [];
  for (let change = 0; change < changeCount; change += 1) {
    const tasa = String(240 + change);
    const saved = await onA('PUT', '/api/admin/pricing/routes/CAD/CUP', {
      token,
      json: cadToCupRoute(tasa),
    });
    if (saved.status !== 200) throw new Error(`the change answered ${saved.status}`);
    const savedAt = performance.now();
    while (
      (await onB('POST', '/api/calc_money_sent', { json: cadToCup })).json<{ tasa: string }>()
        .tasa !== tasa
    ) {
      if (performance.now() - savedAt > 5_000) throw new Error('B never used the change');
    }
    delays.push(performance.now() - savedAt);
  }
  console.info(
    `an operator's change on A in B's quotes after: p50 ${median(delays).toFixed(1)} ms, ` +
      `max ${Math.max(...delays).toFixed(1)} ms (${changeCount} changes)`,
  );
} finally {
  await onlyA.stop();
  await cluster.close();
}
