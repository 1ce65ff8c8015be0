import { randomBytes } from 'node:crypto';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type DatabaseHandle,
} from '../../src/db/database.ts';
import { databaseUrlOn, runOnServer } from './postgres-admin.ts';

/** A throwaway database on the server of `serverUrl`, dropped on close. */
async function createThrowawayPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `giro_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const database = createPostgresDatabase(databaseUrlOn(serverUrl, name));
  return {
    ...database,
    async close() {
      await database.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh, migrated database: in-memory PGlite, or a throwaway PostgreSQL database when
 * TEST_DATABASE_URL names a server (`npm test` runs the server tests both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl
    ? await createThrowawayPostgres(serverUrl)
    : await createPgliteDatabase();
  await database.migrate();
  return database;
}
