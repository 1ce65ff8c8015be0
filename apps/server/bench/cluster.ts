import type { PaymentMethod } from '@giro/shared';
import { consoleToken, giroClient } from '../cluster/giro-client.ts';
import { operator, startCluster } from '../cluster/giro-cluster.ts';
import { startHaproxy } from '../cluster/haproxy.ts';
import { median } from '../test/helpers/median.ts';
import { cadToCupRoute, quoteRequest } from '../test/pricing/calculator-client.ts';
import { createBenchSenders, liftDailyLimits } from './bench-senders.ts';
import { benchClusterQuotes } from './cluster-quotes.ts';
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
    { label: '1 instance ', origin: onlyA.origin, instances: [cluster.instanceA] },
    {
      label: '2 instances',
      origin: cluster.balancer.origin,
      instances: [cluster.instanceA, cluster.instanceB],
    },
  ];
  const headers = await browserHeaders(cluster.balancer.origin);
  await benchClusterQuotes(cluster, balancers, headers, { rounds: roundCount, roundSeconds });

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
