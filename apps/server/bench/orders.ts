import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { PaymentMethod } from '@giro/shared';
import { createPostgresDatabase } from '../src/db/database.ts';
import { seedDemoIfEmpty } from '../src/seed-demo.ts';
import { databaseUrlOn, runOnServer } from '../test/helpers/postgres-admin.ts';
import type { BenchServerReady } from './bench-protocol.ts';
import { createBenchSenders, liftDailyLimits } from './bench-senders.ts';
import { browserHeaders, orderLine, orderLoad, pricedCarts } from './order-load.ts';

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
    const load = orderLoad(database.db, tokens);
    for (const { method, currency } of methods) {
      const carts = await pricedCarts(origin, headers, currency, cartCount);
      const figures = await load({ origin, headers, method, carts, connections, seconds });
      console.info(
        `${orderLine(method, figures)}  (${connections} connections, ${seconds} s, ${senderCount} senders)`,
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
