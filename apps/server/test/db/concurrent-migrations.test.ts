import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type DatabaseHandle,
} from '../../src/db/database.ts';
import { databaseUrlOn, runOnServer } from '../helpers/postgres-admin.ts';

const journal = JSON.parse(
  readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Three instances' handles on one empty database (PGlite is embedded in one process: one handle). */
async function threeInstancesOnAnEmptyDatabase(): Promise<DatabaseHandle[]> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createPgliteDatabase();
    cleanups.push(() => database.close());
    return [database];
  }
  const name = `giro_migrate_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  cleanups.push(() => runOnServer(serverUrl, `drop database if exists ${name} with (force)`));
  const handles = [1, 2, 3].map(() => createPostgresDatabase(databaseUrlOn(serverUrl, name)));
  for (const handle of handles) cleanups.push(() => handle.close());
  return handles;
}

it('instances starting together apply each migration once, then all serve', async () => {
  const instances = await threeInstancesOnAnEmptyDatabase();

  await Promise.all(instances.map((instance) => instance.migrate()));

  const [first] = instances;
  if (first === undefined) throw new Error('no instance');
  const { rows } = await first.executeSql(
    'select count(*)::int as applied from drizzle.__drizzle_migrations',
  );
  expect(rows).toEqual([{ applied: journal.entries.length }]);
  for (const instance of instances) {
    await expect(instance.executeSql('select count(*)::int as n from users')).resolves.toBeTruthy();
  }
});
