// Figures for the durable job queue: how long a committed mail takes to reach the SMTP server,
// how many jobs a worker sustains, and whether a 30 s SMTP outage loses or doubles any mail.
// Prints figures; asserts nothing (the tests do).
import type { SMTPServer } from 'smtp-server';
import { startTestPostgres } from '../../../scripts/test-postgres.ts';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type DatabaseHandle,
} from '../src/db/database.ts';
import type { MailTemplate } from '../src/modules/mail/mail-template.ts';
import { seedDemoIfEmpty } from '../src/seed-demo.ts';
import { freePort } from '../test/helpers/free-port.ts';
import { databaseUrlOn, runOnServer } from '../test/helpers/postgres-admin.ts';
import { smtpRelay } from '../test/helpers/smtp-relay.ts';

const latencyMails = 200;
const throughputMails = 1_000;
const outageMails = 200;
const outageMs = 30_000;

const statusMail: MailTemplate<{ reference: string }> = {
  es: ({ reference }) => ({
    subject: `Su envío ${reference} cambió de estado`,
    paragraphs: ['Hola:', `Su envío ${reference} está en camino.`],
  }),
  en: ({ reference }) => ({
    subject: `Your transfer ${reference} changed status`,
    paragraphs: ['Hello,', `Your transfer ${reference} is on its way.`],
  }),
};

/** A real SMTP server recording when each recipient's message was accepted. */
function relayOn(port: number) {
  const acceptedAt = new Map<string, number[]>();
  let server: SMTPServer | undefined;
  return {
    acceptedAt,
    async start() {
      server = smtpRelay(({ to }) => {
        for (const address of to) {
          acceptedAt.set(address, [...(acceptedAt.get(address) ?? []), performance.now()]);
        }
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(resolve));
    },
  };
}

type Relay = ReturnType<typeof relayOn>;

async function giroOn(database: DatabaseHandle, port: number) {
  const config = {
    ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/giro-bench-jobs' }),
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  };
  const app = await buildApp(config, { database });
  await app.ready();
  return app;
}

type Giro = Awaited<ReturnType<typeof giroOn>>;

/** Commits one status mail per change; resolves with the commit time of each recipient. */
async function commitMail(app: Giro, to: string): Promise<number> {
  await app.db.transaction((tx) =>
    app.mail.enqueue(tx, { to, language: 'es', template: statusMail, data: { reference: to } }),
  );
  return performance.now();
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const delivered = (relay: Relay, recipients: string[]) =>
  recipients.filter((to) => (relay.acceptedAt.get(to)?.length ?? 0) > 0).length;

async function latency(app: Giro, relay: Relay, label: string): Promise<void> {
  const committedAt = new Map<string, number>();
  for (let n = 0; n < latencyMails; n += 1) {
    const to = `latency-${label}-${n}@bench.example`;
    committedAt.set(to, await commitMail(app, to));
    // A status change every 20 ms: a busy day's pace, not a flood.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const recipients = [...committedAt.keys()];
  await waitFor(() => delivered(relay, recipients) === recipients.length, 60_000);
  const waits = recipients
    .map((to) => (relay.acceptedAt.get(to)?.[0] ?? Number.NaN) - (committedAt.get(to) ?? 0))
    .sort((a, b) => a - b);
  console.info(
    `${label.padEnd(10)} commit → SMTP accepted: p50 ${percentile(waits, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(waits, 99).toFixed(0)} ms (${latencyMails} status mails, one every 20 ms)`,
  );
}

async function throughput(app: Giro, relay: Relay): Promise<void> {
  const recipients = Array.from({ length: throughputMails }, (_, n) => `burst-${n}@bench.example`);
  await app.db.transaction(async (tx) => {
    for (const to of recipients) {
      await app.mail.enqueue(tx, {
        to,
        language: 'es',
        template: statusMail,
        data: { reference: to },
      });
    }
  });
  const start = performance.now();
  await waitFor(() => delivered(relay, recipients) === recipients.length, 300_000);
  const seconds = (performance.now() - start) / 1000;
  console.info(
    `postgresql jobs per second: ${(delivered(relay, recipients) / seconds).toFixed(0)} ` +
      `(${throughputMails} mails committed at once, delivered in ${seconds.toFixed(1)} s by one instance)`,
  );
}

async function outage(app: Giro, relay: Relay): Promise<void> {
  await relay.stop();
  const recipients: string[] = [];
  const stream = (async () => {
    for (let n = 0; n < outageMails; n += 1) {
      const to = `outage-${n}@bench.example`;
      await commitMail(app, to);
      recipients.push(to);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, outageMs));
  await relay.start();
  await stream;
  const start = performance.now();
  await waitFor(() => delivered(relay, recipients) === recipients.length, 180_000);
  // Long enough for a duplicate to arrive if a retry sent a mail twice.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const twice = recipients.filter((to) => (relay.acceptedAt.get(to)?.length ?? 0) > 1).length;
  console.info(
    `postgresql SMTP down ${outageMs / 1000} s during ${outageMails} status changes: ` +
      `${delivered(relay, recipients)}/${outageMails} delivered, ${twice} twice, ` +
      `the last ${((performance.now() - start - 5_000) / 1000).toFixed(1)} s after the SMTP server came back`,
  );
}

async function onPglite(): Promise<void> {
  const port = await freePort();
  const relay = relayOn(port);
  await relay.start();
  const database = await createPgliteDatabase();
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  const app = await giroOn(database, port);
  try {
    await latency(app, relay, 'pglite');
  } finally {
    await app.close();
    await database.close();
    await relay.stop();
  }
}

async function onPostgres(): Promise<void> {
  const server = await startTestPostgres();
  if (server === undefined) return;
  const name = `giro_bench_jobs_${process.pid}`;
  await runOnServer(server.url, `create database ${name}`);
  const database = createPostgresDatabase(databaseUrlOn(server.url, name));
  const port = await freePort();
  const relay = relayOn(port);
  await relay.start();
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    const app = await giroOn(database, port);
    try {
      await latency(app, relay, 'postgresql');
      await throughput(app, relay);
      await outage(app, relay);
    } finally {
      await app.close();
    }
  } finally {
    await relay.stop();
    await database.close();
    await runOnServer(server.url, `drop database if exists ${name} with (force)`);
    await server.stop();
  }
}

await onPglite();
await onPostgres();
