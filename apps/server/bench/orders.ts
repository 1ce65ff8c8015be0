import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { CalcMoneySentResponse, PaymentMethod } from '@giro/shared';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { createPostgresDatabase } from '../src/db/database.ts';
import { orders } from '../src/modules/orders/orders-tables.ts';
import { seedDemoIfEmpty } from '../src/seed-demo.ts';
import { databaseUrlOn, runOnServer } from '../test/helpers/postgres-admin.ts';
import type { BenchServerReady } from './bench-protocol.ts';
import { benchContact, createBenchSenders, liftDailyLimits } from './bench-senders.ts';

// Bench tooling, like the tests, takes its database server from the environment directly.
const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl === undefined) {
  console.error(
    'bench:orders measures PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL to a server where\n' +
      'this user may create databases, e.g.\n' +
      '  TEST_DATABASE_URL=postgres://giro:giro@127.0.0.1:5432/postgres npm run bench:orders -w @giro/server',
  );
  process.exit(1);
}

const senderCount = 2_000;
const cartCount = 400;
const connections = 20;
const seconds = 5;
const methods: { method: PaymentMethod; currency: string }[] = [
  { method: 'zelle', currency: 'USD' },
  { method: 'crypto', currency: 'USDT' },
];

async function startServer(url: string) {
  const child = fork(fileURLToPath(new URL('./orders-bench-server.ts', import.meta.url)), [url], {
    execArgv: ['--import', 'tsx'],
  });
  const [ready] = (await once(child, 'message')) as [BenchServerReady];
  return { child, origin: `http://127.0.0.1:${ready.port}` };
}

/** Cart items for distinct principals (50, 51 … USD), priced by the server as the web does. */
async function carts(origin: string, headers: Record<string, string>, currency: string) {
  return Promise.all(
    Array.from({ length: cartCount }, async (_, index) => {
      const request = {
        amount: String(50 + index),
        currency,
        destination_currency: 'USD CASH',
        type: 1,
        delivery: 1,
      };
      const response = await fetch(`${origin}/api/calc_money_sent`, {
        method: 'POST',
        headers,
        body: JSON.stringify(request),
      });
      if (!response.ok)
        throw new Error(`quote answered ${response.status}: ${await response.text()}`);
      const quote = (await response.json()) as CalcMoneySentResponse;
      return {
        pvp: quote.topay,
        currency,
        destination_currency: request.destination_currency,
        receiving: quote.receiving,
        net_price: quote.value,
        delivery_item: request.delivery,
      };
    }),
  );
}

async function browserHeaders(origin: string): Promise<Record<string, string>> {
  const { token } = (await (await fetch(`${origin}/api/csrf`)).json()) as { token: string };
  return {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
  };
}

const name = `giro_bench_${randomBytes(6).toString('hex')}`;
await runOnServer(serverUrl, `create database ${name}`);
const database = createPostgresDatabase(databaseUrlOn(serverUrl, name));
try {
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  await liftDailyLimits(database.db);
  const tokens = await createBenchSenders(database.db, senderCount);
  const { child, origin } = await startServer(databaseUrlOn(serverUrl, name));
  try {
    const headers = await browserHeaders(origin);
    let next = 0;
    for (const { method, currency } of methods) {
      const items = await carts(origin, headers, currency);
      const before = await database.db.select({ total: count() }).from(orders);
      const result = await autocannon({
        url: `${origin}/create_order`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              next += 1;
              const token = tokens[next % tokens.length];
              const cart = items[Math.floor(next / tokens.length) % items.length];
              return {
                ...request,
                headers: { ...headers, authorization: `Bearer ${token}` },
                body: JSON.stringify({ cart: [cart], contact: benchContact, key: '', method }),
              };
            },
          },
        ],
      });
      const after = await database.db.select({ total: count() }).from(orders);
      const created = (after[0]?.total ?? 0) - (before[0]?.total ?? 0);
      const failed = result.non2xx + result.errors;
      console.info(
        `create_order ${method.padEnd(6)} ${(created / result.duration).toFixed(0).padStart(6)} orders/s` +
          `  p99 ${result.latency.p99} ms  (${created} orders, ${failed} failed answers, ` +
          `${connections} connections, ${seconds} s, ${senderCount} senders)`,
      );
    }
  } finally {
    child.disconnect();
    await once(child, 'exit');
  }
} finally {
  await database.close();
  await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
}
