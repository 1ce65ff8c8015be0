import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { startTestPostgres, type TestPostgres } from '../../../scripts/test-postgres.ts';
import { createPostgresDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { freePort } from '../test/helpers/free-port.ts';
import { databaseUrlOn, runOnServer } from '../test/helpers/postgres-admin.ts';
import { startTestRedis } from '../test/helpers/redis-server.ts';
import { smtpRelay } from '../test/helpers/smtp-relay.ts';
import { type GiroProcess, ready, spawnGiro, stop } from './giro-process.ts';
import { type Balancer, startHaproxy } from './haproxy.ts';

/** One message as the SMTP server received it (a retried delivery arrives again). */
interface Delivery {
  to: string[];
  subject: string;
  messageId: string;
}

export const operator = { email: 'operador@giro.test', password: 'consola-segura-7' };

/** A message the SMTP server is holding: received whole, not yet accepted. */
interface HeldMail {
  /** Resolves once the message to that address has reached the server. */
  received: Promise<void>;
  /** The server accepts it (the sender's attempt succeeds). */
  accept(): void;
}

export interface GiroCluster {
  instanceA: GiroProcess;
  instanceB: GiroProcess;
  balancer: Balancer;
  /** The instances' database, for setting up and checking what the calls left behind. */
  database: DatabaseHandle;
  /** Their PostgreSQL server (private to the cluster): crashed and restarted by outage tests. */
  postgres: TestPostgres;
  deliveries: Delivery[];
  /** The next message to `to` waits on the SMTP server until the test accepts it. */
  holdMailTo(to: string): HeldMail;
  close(): Promise<void>;
}

/**
 * A deployment on loopback ports: a private PostgreSQL (or TEST_DATABASE_URL's server), a
 * `redis-server`, an SMTP server, two Giro processes started at the same moment on an empty
 * database, and HAProxy in front of them. `env` adds settings every instance shares.
 */
export async function startCluster(env: Record<string, string> = {}): Promise<GiroCluster> {
  const postgres = await startTestPostgres();
  if (postgres === undefined) throw new Error('no PostgreSQL server could be started');
  const name = `giro_cluster_${randomBytes(6).toString('hex')}`;
  await runOnServer(postgres.url, `create database ${name}`);
  const databaseUrl = databaseUrlOn(postgres.url, name);
  const redis = await startTestRedis();
  const deliveries: Delivery[] = [];
  const holds = new Map<string, { arrived(): void; accepted: Promise<void> }>();
  const relay = smtpRelay(async ({ to, raw }) => {
    for (const address of to) {
      const hold = holds.get(address);
      holds.delete(address);
      hold?.arrived();
      await hold?.accepted;
    }
    const parsed = await simpleParser(raw);
    deliveries.push({ to, subject: parsed.subject ?? '', messageId: parsed.messageId ?? '' });
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => relay.listen(smtpPort, '127.0.0.1', resolve));

  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LINK_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: operator.email,
    ADMIN_PASSWORD: operator.password,
    ...env,
  };
  const [instanceA, instanceB] = await Promise.all([
    spawnGiro('a', shared),
    spawnGiro('b', shared),
  ]);
  await Promise.all([ready(instanceA), ready(instanceB)]);
  const balancer = await startHaproxy([instanceA, instanceB]);
  const database = createPostgresDatabase(databaseUrl);

  return {
    instanceA,
    instanceB,
    balancer,
    database,
    postgres,
    deliveries,
    holdMailTo(to) {
      let arrived = () => {};
      let accept = () => {};
      const received = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const accepted = new Promise<void>((resolve) => {
        accept = resolve;
      });
      holds.set(to, { arrived, accepted });
      return { received, accept };
    },
    async close() {
      await balancer.stop();
      await Promise.all([stop(instanceA), stop(instanceB)]);
      await database.close();
      await new Promise<void>((resolve) => relay.close(resolve));
      await redis.stop();
      await runOnServer(postgres.url, `drop database if exists ${name} with (force)`);
      await postgres.stop();
    },
  };
}
