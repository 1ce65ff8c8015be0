import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import {
  createPostgresDatabase,
  type DatabaseHandle,
  pgliteDatabase,
} from '../../src/db/database.ts';
import { createJobQueue } from '../../src/plugins/jobs/job-queue.ts';
import { seedDemoIfEmpty } from '../../src/seed-demo.ts';
import { databaseUrlOn, runOnServer } from './postgres-admin.ts';

/** A PGlite data directory dumped to a file, or a template database on TEST_DATABASE_URL's server. */
interface TemplateCopy {
  pgliteDump?: string;
  postgresTemplate?: string;
}

/**
 * The databases every test copies, made once per run by the server project's global setup
 * (`test/global-setup.ts`): migrated, and migrated with the demo data (seeding it, the SDN
 * list's 15,000 entries among it, took seconds per test file).
 */
export interface TestDatabaseTemplate {
  empty: TemplateCopy;
  seeded: TemplateCopy;
}

/** What an app's first start leaves in a new database, apart from its own queues. */
async function prepare(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  const queue = createJobQueue(database, pino({ level: 'silent' }), {
    work: false,
    pollingIntervalSeconds: 2,
  });
  await queue.start();
  await queue.stop(0);
}

const block = 512;

/** A tar entry's path: its ustar prefix and name, without a leading slash. */
function entryPath(header: Uint8Array): string {
  const text = (from: number, length: number) =>
    new TextDecoder().decode(header.subarray(from, from + length)).replace(/\0.*$/s, '');
  const prefix = text(345, 155);
  return `${prefix ? `${prefix}/` : ''}${text(0, 100)}`.replace(/^\//, '');
}

/**
 * The data directory's tar without the databases PGlite does not open (template0 and template1,
 * two thirds of its files): each copy of the template unpacks a third less.
 */
function onlyDatabase(tar: Uint8Array, oid: number): Uint8Array {
  const kept: Uint8Array[] = [];
  const other = /^base\/(\d+)(\/|$)/;
  for (let at = 0; at + block <= tar.length; ) {
    const header = tar.subarray(at, at + block);
    if (header.every((byte) => byte === 0)) break;
    const size =
      Number.parseInt(new TextDecoder().decode(header.subarray(124, 136)).trim(), 8) || 0;
    const end = at + block + Math.ceil(size / block) * block;
    const database = other.exec(entryPath(header))?.[1];
    if (database === undefined || Number(database) === oid) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(block * 2));
  return Buffer.concat(kept);
}

/** The data directory as a tar of the one database PGlite opens, after a checkpoint. */
async function pgliteDumpOf(client: PGlite): Promise<Uint8Array> {
  // Written out, so that each copy starts without replaying the log.
  await client.exec('checkpoint');
  const dump = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  const { rows } = await client.query<{ oid: number }>(
    'select oid from pg_database where datname = current_database()',
  );
  return onlyDatabase(dump, Number(rows[0]?.oid));
}

async function createPostgresTemplates(serverUrl: string) {
  const id = randomBytes(6).toString('hex');
  const empty = `giro_template_${id}`;
  const seeded = `giro_template_seeded_${id}`;
  await runOnServer(serverUrl, `create database ${empty}`);
  const database = createPostgresDatabase(databaseUrlOn(serverUrl, empty));
  await prepare(database).finally(() => database.close());
  await runOnServer(serverUrl, `create database ${seeded} template ${empty}`);
  const seededDatabase = createPostgresDatabase(databaseUrlOn(serverUrl, seeded));
  await seedDemoIfEmpty(seededDatabase.db).finally(() => seededDatabase.close());
  return {
    template: { empty: { postgresTemplate: empty }, seeded: { postgresTemplate: seeded } },
    async remove() {
      for (const name of [seeded, empty])
        await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The migrated databases to copy, with the job queue's tables; and how to remove them. */
export async function createTemplate(): Promise<{
  template: TestDatabaseTemplate;
  remove(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTemplates(serverUrl);
  const client = await PGlite.create();
  const dir = await mkdtemp(join(tmpdir(), 'giro-template-'));
  const empty = join(dir, 'pglite.tar');
  const seeded = join(dir, 'pglite-seeded.tar');
  try {
    const database = pgliteDatabase(client);
    await prepare(database);
    await writeFile(empty, await pgliteDumpOf(client));
    await seedDemoIfEmpty(database.db);
    await writeFile(seeded, await pgliteDumpOf(client));
  } finally {
    await client.close();
  }
  return {
    template: { empty: { pgliteDump: empty }, seeded: { pgliteDump: seeded } },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
