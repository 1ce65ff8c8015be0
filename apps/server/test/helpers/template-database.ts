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
    const dump = await client.dumpDataDir('none');
    await writeFile(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return {
    template: { pgliteDump },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
