import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret } from 'otpauth';
import { loadEnv } from '../../apps/server/src/config/env.ts';
import { createDatabase, type Database } from '../../apps/server/src/db/database.ts';
import { users } from '../../apps/server/src/modules/accounts/accounts-tables.ts';
import { hashPassword } from '../../apps/server/src/modules/accounts/password-hasher.ts';
import { totpFactors } from '../../apps/server/src/modules/accounts/second-factor-tables.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed-demo.ts';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';
import { mailsTo } from '../../apps/server/test/helpers/outbox.ts';
import { waitUntil } from '../../apps/server/test/helpers/wait-until.ts';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));

/** An admin of a private instance: the password, and the authenticator app's secret. */
export type PrivateAdmin = { email: string; password: string; secret: string };

export interface PrivateGiro {
  origin: string;
  admins: PrivateAdmin[];
  /** Links of mails to `to` whose path is `pathname` (mails go to this instance's outbox). */
  mailLinks(to: string, pathname: string): Promise<string[]>;
  stop(): Promise<void>;
}

const day = 24 * 3_600_000;

/**
 * Admins who enrolled their authenticator app more than a day ago (a factor younger than that
 * approves no change of where money goes), written into the demo's data before the start.
 */
async function addAdmins(db: Database, names: readonly string[]): Promise<PrivateAdmin[]> {
  const password = 'consola-segura-2026';
  const passwordHash = await hashPassword(password);
  const enrolledAt = new Date(Date.now() - day - 3_600_000);
  const admins: PrivateAdmin[] = [];
  for (const name of names) {
    const email = `${name.toLowerCase()}@giro.test`;
    const [row] = await db
      .insert(users)
      .values({
        firstName: name,
        lastName: 'Admin',
        email,
        passwordHash,
        language: 'es',
        role: 'admin',
        active: true,
      })
      .returning({ id: users.id });
    const secret = new Secret({ size: 20 }).base32;
    await db.insert(totpFactors).values({
      userId: row?.id ?? '',
      secret,
      confirmedAt: enrolledAt,
      createdAt: enrolledAt,
    });
    admins.push({ email, password, secret });
  }
  return admins;
}

/**
 * A Giro of one journey's own (`npm start`'s server on a fresh demo database), for journeys that
 * need to know how many admins exist: the shared server's other journeys invite admins of their
 * own at any moment. `prepare` changes the demo's data before the start.
 */
export async function startPrivateGiro(
  adminNames: readonly string[],
  prepare: (db: Database) => Promise<void> = async () => undefined,
): Promise<PrivateGiro> {
  const dataDir = mkdtempSync(join(tmpdir(), 'giro-e2e-private-'));
  const database = await createDatabase(loadEnv({ DATA_DIR: dataDir }));
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  const admins = await addAdmins(database.db, adminNames);
  await prepare(database.db);
  await database.close();

  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://localhost:${port}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error('the private Giro exited while starting');
      return (await fetch(`${origin}/readyz`).catch(() => undefined))?.status === 200;
    },
    { timeoutMs: 90_000, what: 'the private Giro to be ready' },
  );
  return {
    origin,
    admins,
    async mailLinks(to, pathname) {
      return (await mailsTo(dataDir, to))
        .flatMap((mail) => mail.links.map((href) => new URL(href)))
        .filter((url) => url.pathname === pathname)
        .map((url) => `${url.pathname}${url.search}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
