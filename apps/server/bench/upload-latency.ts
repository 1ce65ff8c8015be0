import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { validIdentitySubmission } from '@giro/shared/compliance/identity-test-fixtures';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { createPgliteDatabase, createPostgresDatabase } from '../src/db/database.ts';
import { maxProofPixels } from '../src/modules/transfers/proof-file.ts';
import { seedDemoIfEmpty } from '../src/seed-demo.ts';
import { databaseUrlOn, runOnServer } from '../test/helpers/postgres-admin.ts';
import { createBenchSenders } from './bench-senders.ts';
import { benchConfig, benchDataDir } from './serve-to-parent.ts';

// npm run bench:uploads -w @giro/server: a quote's p99 while 4 senders upload big photos at once
// (issue 39): the re-encoding runs on libuv's thread pool, one image at a time, so the event
// loop stays free for requests. Photos go to POST /api/identity (the same cleaning as proofs).
// With TEST_DATABASE_URL, on a throwaway PostgreSQL database; else on PGlite, which runs its
// queries (the stored photo's bytes among them) on the event loop itself.
const dataDir = await benchDataDir('giro-bench-uploads-');
const serverUrl = process.env.TEST_DATABASE_URL;
const throwaway = `giro_bench_${randomBytes(6).toString('hex')}`;
if (serverUrl) await runOnServer(serverUrl, `create database ${throwaway}`);
const database = serverUrl
  ? createPostgresDatabase(databaseUrlOn(serverUrl, throwaway))
  : await createPgliteDatabase(join(dataDir, 'pglite'));
console.info(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite');
await database.migrate();
await seedDemoIfEmpty(database.db);
const senders = await createBenchSenders(database.db, 4 * 6);
const app = await buildApp(benchConfig(dataDir), { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('No TCP address');
const origin = `http://127.0.0.1:${address.port}`;
const { token: csrf } = (await (await fetch(`${origin}/api/csrf`)).json()) as { token: string };
const headers = { cookie: `XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf };
const quote = JSON.stringify({
  amount: '100',
  currency: 'USD',
  destination_currency: 'CUP',
  type: 1,
  delivery: 1,
});

async function timedQuote(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/calc_money_sent`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: quote,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`quote answered ${response.status}`);
  return performance.now() - started;
}

const p = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ??
  0;

async function upload(token: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('data', JSON.stringify(validIdentitySubmission()));
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'id.jpg');
  const response = await fetch(`${origin}/api/identity`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Quotes one after another while `busy` runs; their latencies. */
async function quotesDuring(busy: Promise<unknown>): Promise<number[]> {
  let done = false;
  void busy.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) latencies.push(await timedQuote());
  await busy;
  return latencies;
}

/** How long the event loop was held up (ms, p99 and max) while `work` ran. */
async function loopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delay: string }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const result = await work();
  histogram.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  return {
    result,
    delay: `event loop delay p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`,
  };
}

for (let warm = 0; warm < 50; warm += 1) await timedQuote();
const { result: idle, delay: idleDelay } = await loopDelay(async () => {
  const latencies: number[] = [];
  for (let count = 0; count < 400; count += 1) latencies.push(await timedQuote());
  return latencies;
});
console.info(`pixel cap: ${maxProofPixels.toLocaleString('en-US')} pixels`);
console.info(
  `idle: ${idle.length} quotes, p50 ${p(idle, 0.5).toFixed(1)} ms, p99 ${p(idle, 0.99).toFixed(1)} ms; ${idleDelay}`,
);

let next = 0;
for (const side of [6000, 5000]) {
  const photo = await sharp({
    create: { width: side, height: side, channels: 3, background: '#d9c6a5' },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${side}" height="${side}"><text x="50" y="400" font-size="300">ID 85010112345</text></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
  const statuses: number[] = [];
  const started = performance.now();
  const { result: latencies, delay } = await loopDelay(async () => {
    const during: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const batch = senders.slice(next, next + 4);
      next += 4;
      const uploads = Promise.all(batch.map((token) => upload(token, photo)));
      during.push(...(await quotesDuring(uploads.then((codes) => statuses.push(...codes)))));
    }
    return during;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `${side}×${side} (${((side * side) / 1e6).toFixed(0)} MP, ${(photo.length / 2 ** 20).toFixed(1)} MB), 3 rounds of 4 at once in ${seconds} s, answers ${[...new Set(statuses)].join(', ')}: ${latencies.length} quotes meanwhile, p50 ${p(latencies, 0.5).toFixed(1)} ms, p99 ${p(latencies, 0.99).toFixed(1)} ms (${(p(latencies, 0.99) / p(idle, 0.99)).toFixed(2)}× idle); ${delay}`,
  );
}
await app.close();
await database.close();
if (serverUrl) await runOnServer(serverUrl, `drop database if exists ${throwaway} with (force)`);
