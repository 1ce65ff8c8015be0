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

const template = () => inject('testDatabaseTemplate');

/** A copy of the template database on the server of `serverUrl`, dropped on close. */
async function createThrowawayPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const { postgresTemplate } = template();
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
let pgliteDump: Promise<Blob> | undefined;

async function pgliteCopy(): Promise<DatabaseHandle> {
  const file = template().pgliteDump;
  if (file === undefined) throw new Error('no PGlite template: see test/global-setup.ts');
  pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDatabase(await PGlite.create({ loadDataDir: await pgliteDump }));
}

/**
 * A fresh database, migrated, with the job queue's tables: a copy of the run's template in
 * memory (PGlite), or a throwaway copy on TEST_DATABASE_URL's server (`npm test` runs the server
 * tests both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createThrowawayPostgres(serverUrl) : await pgliteCopy();
  return tracked(database, 'a test database');
}
