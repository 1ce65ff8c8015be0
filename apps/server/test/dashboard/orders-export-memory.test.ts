import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../admin/admin-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertAgent, insertSender } from './dashboard-orders.ts';
import { seedExportOrders } from './seed-export-orders.ts';

const orderCount = 100_000;
const megabyte = 1024 * 1024;

let testApp: TestApp;
let token: string;
let origin: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  token = await signedInAs(testApp, 'operator');
  await insertAgent(testApp, 'agente-export', 'Agente Export');
  const userId = await insertSender(testApp);
  await seedExportOrders(testApp.db, {
    count: orderCount,
    userId,
    agentHash: 'agente-export',
    firstDay: '2026-04-01',
    days: 29,
  });
  // PostgreSQL's autovacuum would gather these statistics; PGlite runs none, and without them
  // the planner sorts the whole range for every batch instead of walking the index.
  await testApp.db.execute(sql`analyze orders`);
  origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => testApp.close());

describe('GET /api/admin/orders/export.csv of many orders', () => {
  it(`streams ${orderCount} orders, every one once and in order, with bounded memory`, async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    };
    const sampler = setInterval(sample, 20);
    const started = performance.now();
    try {
      const response = await fetch(
        `${origin}/api/admin/orders/export.csv?from=2026-04-01&to=2026-04-30`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect(response.status).toBe(200);
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      if (reader === undefined) throw new Error('no body');
      // Bit per reference, so checking adds no memory worth measuring.
      const seen = new Uint8Array(orderCount + 1);
      let rest = '';
      let lines = 0;
      let lastGroup = 0;
      let ordered = true;
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        const records = (rest + value).split('\r\n');
        rest = records.pop() ?? '';
        for (const record of records) {
          lines += 1;
          if (lines === 1) continue;
          const number = Number(record.slice(3, record.indexOf(',')));
          seen[number] = (seen[number] ?? 0) + 1;
          // Orders EX-3k…EX-3k+2 share their creation instant: groups come in order.
          const group = Math.floor(number / 3);
          if (group < lastGroup) ordered = false;
          lastGroup = group;
        }
        sample();
      }
      const seconds = (performance.now() - started) / 1000;
      const growth = (peak - baseline) / megabyte;
      console.info(
        `export of ${orderCount} orders: ${(bytes / megabyte).toFixed(1)} MB in ${seconds.toFixed(1)} s, ` +
          `peak RSS growth ${growth.toFixed(1)} MB (peak ${(peak / megabyte).toFixed(0)} MB)`,
      );
      expect(rest).toBe('');
      expect(lines).toBe(orderCount + 1);
      expect(seen.subarray(1).every((times) => times === 1)).toBe(true);
      expect(ordered).toBe(true);
      expect(growth).toBeLessThan(150);
    } finally {
      clearInterval(sampler);
    }
  }, 180_000);
});
