// Figures for the operator's dashboard on 100,000 orders over 30 days (PostgreSQL): the time of
// GET /api/admin/dashboard for 30, 7 and 1 days (p50/p95 of 20 runs each), and the CSV export's
// duration and peak RSS while a client downloads it. Prints figures; asserts nothing (the tests do).
import { sql } from 'drizzle-orm';
import { startTestPostgres } from '../../../scripts/test-postgres.ts';
import { createPostgresDatabase } from '../src/db/database.ts';
import { signedInAs } from '../test/admin/admin-client.ts';
import { insertAgent, insertSender } from '../test/dashboard/dashboard-orders.ts';
import { seedExportOrders } from '../test/dashboard/seed-export-orders.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { databaseUrlOn, runOnServer } from '../test/helpers/postgres-admin.ts';

const orderCount = 100_000;
const runs = 20;
const megabyte = 1024 * 1024;
const firstDay = '2026-04-01';
const lastDay = '2026-04-30';

/** Ten agents; the delivered and paid orders get their history; a year of quote counts. */
async function seed(testApp: TestApp): Promise<void> {
  for (let agent = 0; agent < 10; agent += 1) {
    await insertAgent(testApp, `agente-bench-${agent}`, `Agente ${agent}`);
  }
  await seedExportOrders(testApp.db, {
    count: orderCount,
    userId: await insertSender(testApp),
    agentHash: 'agente-bench-0',
    firstDay,
    days: 30,
  });
  await testApp.db.execute(sql`
    update orders set agent_hash = 'agente-bench-' || (hashtext(reference) & 7)
    where agent_hash is not null`);
  await testApp.db.execute(sql`
    insert into order_status_history (order_id, from_status, to_status, actor, note, created_at)
    select id, 'awaiting_payment', 'paid', 'system', '', created_at + interval '1 hour'
    from orders where status in ('paid', 'delivered')
    union all
    select id, 'paid', 'delivered', 'system', '',
      created_at + interval '1 hour' + (hashtext(reference) & 4095) * interval '1 minute'
    from orders where status = 'delivered'`);
  await testApp.db.execute(sql`
    insert into quote_counts (day, payment_currency, destination_currency, count)
    select day::date, currency, 'CUP', 500 + (extract(doy from day)::int % 50)
    from generate_series(${firstDay}::date - 335, ${lastDay}::date, interval '1 day') as day,
      unnest(array['USD', 'EUR', 'CAD']) as currency`);
  await testApp.db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function dashboardTimes(testApp: TestApp, token: string, from: string, to: string) {
  const times: number[] = [];
  for (let run = 0; run < runs + 2; run += 1) {
    const started = performance.now();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard?from=${from}&to=${to}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) throw new Error(`dashboard answered ${response.body}`);
    // The first two warm the caches and the plans.
    if (run >= 2) times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  console.info(
    `dashboard ${from}..${to}: p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(sorted, 95).toFixed(1)} ms (${runs} runs, ${orderCount} orders)`,
  );
}

async function exportFigures(testApp: TestApp, token: string) {
  const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(
      `${origin}/api/admin/orders/export.csv?from=${firstDay}&to=${lastDay}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (response.body === null) throw new Error('no body');
    for await (const chunk of response.body) bytes += chunk.byteLength;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `export ${firstDay}..${lastDay}: ${(bytes / megabyte).toFixed(1)} MB in ${seconds.toFixed(1)} s, ` +
      `RSS ${(baseline / megabyte).toFixed(0)} MB before, peak ${(peak / megabyte).toFixed(0)} MB ` +
      `(+${((peak - baseline) / megabyte).toFixed(1)} MB)`,
  );
}

const server = await startTestPostgres();
if (server === undefined) process.exit(1);
const name = `giro_bench_dashboard_${process.pid}`;
await runOnServer(server.url, `create database ${name}`);
const database = createPostgresDatabase(databaseUrlOn(server.url, name));
try {
  await database.migrate();
  const testApp = await buildTestApp({ seed: true, database, work: false });
  try {
    const seeding = performance.now();
    await seed(testApp);
    console.info(
      `seeded ${orderCount} orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const token = await signedInAs(testApp, 'operator');
    await dashboardTimes(testApp, token, firstDay, lastDay);
    await dashboardTimes(testApp, token, '2026-04-24', lastDay);
    await dashboardTimes(testApp, token, lastDay, lastDay);
    await exportFigures(testApp, token);
  } finally {
    await testApp.close();
  }
} finally {
  await database.close();
  await runOnServer(server.url, `drop database if exists ${name} with (force)`);
  await server.stop();
}
