import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import {
  createPostgresDatabase,
  type DatabaseHandle,
  pgliteDatabase,
} from '../../src/db/database.ts';
import { tracked } from './left-open.ts';
import { databaseUrlOn, runOnServer } from './postgres-admin.ts';

const template = (seeded: boolean) => inject('testDatabaseTemplate')[seeded ? 'seeded' : 'empty'];

/** A copy of the template database on the server of `serverUrl`, dropped on close. */
async function createThrowawayPostgres(
  serverUrl: string,
  seeded: boolean,
): Promise<DatabaseHandle> {
  const { postgresTemplate } = template(seeded);
  if (postgresTemplate === undefined)
    throw new Error('no PostgreSQL template: see test/global-setup.ts');
  const name = `giro_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name} template ${postgresTemplate}`);
  const database = createPostgresDatabase(databaseUrlOn(serverUrl, name));
  return {
    ...database,
    async close() {
      await database.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

// Read once per worker: every file of a worker that runs several starts from the same bytes.
const pgliteDumps = new Map<string, Promise<Blob>>();

async function pgliteCopy(seeded: boolean): Promise<DatabaseHandle> {
  const file = template(seeded).pgliteDump;
  if (file === undefined) throw new Error('no PGlite template: see test/global-setup.ts');
  let dump = pgliteDumps.get(file);
  if (dump === undefined) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    pgliteDumps.set(file, dump);
  }
  return pgliteDatabase(await PGlite.create({ loadDataDir: await dump }));
}

/**
 * A fresh database, migrated, with the job queue's tables (and the demo data if `seeded`): a
 * copy of the run's template in memory (PGlite), or a throwaway copy on TEST_DATABASE_URL's
 * server (`npm test` runs the server tests both ways).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl
    ? await createThrowawayPostgres(serverUrl, seeded)
    : await pgliteCopy(seeded);
  return tracked(database, 'a test database');
}
