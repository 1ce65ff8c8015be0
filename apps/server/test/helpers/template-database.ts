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
import { databaseUrlOn, runOnServer } from './postgres-admin.ts';

/**
 * The database every test copies, made once per run by the server project's global setup
 * (`test/global-setup.ts`): a PGlite data directory dumped to the file `pgliteDump`, or the
 * template database `postgresTemplate` on TEST_DATABASE_URL's server.
 */
export interface TestDatabaseTemplate {
  pgliteDump?: string;
  postgresTemplate?: string;
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

/** A migrated database to copy, with the job queue's tables; and how to remove it. */
export async function createTemplate(): Promise<{
  template: TestDatabaseTemplate;
  remove(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `giro_template_${randomBytes(6).toString('hex')}`;
    await runOnServer(serverUrl, `create database ${name}`);
    const database = createPostgresDatabase(databaseUrlOn(serverUrl, name));
    await prepare(database).finally(() => database.close());
    return {
      template: { postgresTemplate: name },
      remove: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const client = await PGlite.create();
  const dir = await mkdtemp(join(tmpdir(), 'giro-template-'));
  const pgliteDump = join(dir, 'pglite.tar');
  try {
    await prepare(pgliteDatabase(client));
    // Written out, so that each copy starts without replaying the log.
    await client.exec('checkpoint');
    const dump = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    const { rows } = await client.query<{ oid: number }>(
      'select oid from pg_database where datname = current_database()',
    );
    await writeFile(pgliteDump, onlyDatabase(dump, Number(rows[0]?.oid)));
  } finally {
    await client.close();
  }
  return {
    template: { pgliteDump },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
