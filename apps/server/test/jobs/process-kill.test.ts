import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '../helpers/accounts.ts';
import { freePort } from '../helpers/free-port.ts';
import { databaseUrlOn, runOnServer } from '../helpers/postgres-admin.ts';
import { smtpRelay } from '../helpers/smtp-relay.ts';
import { waitUntil } from '../helpers/wait-until.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

const accepted: string[] = [];
/** Recipients whose message the relay has received but not yet accepted. */
const receiving: string[] = [];
/** How long the relay takes to accept a message: a slow mail server. */
let acceptAfterMs = 0;
const relay = smtpRelay(async ({ to }) => {
  receiving.push(...to);
  await new Promise((resolve) => setTimeout(resolve, acceptAfterMs));
  accepted.push(...to);
});

let smtpPort: number;
let dataDir: string;
/** PostgreSQL when the suite runs on it; else the embedded database persisted in DATA_DIR. */
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
const children: ChildProcess[] = [];

beforeAll(async () => {
  smtpPort = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'giro-kill-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `giro_kill_${randomBytes(6).toString('hex')}`;
    await runOnServer(serverUrl, `create database ${name}`);
    databaseUrl = databaseUrlOn(serverUrl, name);
    dropDatabase = () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await new Promise<void>((resolve) => relay.close(resolve));
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm start`'s server in its own process, ready to answer. */
async function startGiro(): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      ...(databaseUrl && { DATABASE_URL: databaseUrl, LINK_SECRET: 'k'.repeat(40) }),
    },
    stdio: 'ignore',
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => (await fetch(`${origin}/readyz`).catch(() => undefined))?.status === 200,
    { timeoutMs: 60_000, what: 'Giro to start' },
  );
  return { child, origin };
}

/** SIGTERM, as a deploy or an orchestrator stops an instance: resolves with the exit code. */
async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

async function signUp(origin: string, email: string): Promise<number> {
  const { token } = (await (await fetch(`${origin}/api/csrf`)).json()) as { token: string };
  const response = await fetch(`${origin}/api/auth/sign_up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    },
    body: JSON.stringify({
      fullname: 'Rosa Díaz',
      email,
      password: testPassword,
      confirm_password: testPassword,
    }),
  });
  return response.status;
}

describe('Giro processes that stop', () => {
  it('leaves nothing undone: the next process delivers the committed mail once', {
    timeout: 150_000,
  }, async () => {
    const first = await startGiro();
    expect(await signUp(first.origin, 'killed@example.com')).toBe(200);
    // The SMTP server is down: the delivery job has failed an attempt and waits to retry.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    await new Promise<void>((resolve) => relay.listen(smtpPort, '127.0.0.1', resolve));
    const second = await startGiro();
    await waitUntil(() => accepted.includes('killed@example.com'), {
      timeoutMs: 60_000,
      what: 'the activation mail after the restart',
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(accepted.filter((to) => to === 'killed@example.com')).toHaveLength(1);
    await stop(second.child);
  });

  it('finishes the mail it is sending when stopped with SIGTERM, and exits cleanly', {
    timeout: 150_000,
  }, async () => {
    acceptAfterMs = 3_000;
    const giro = await startGiro();
    expect(await signUp(giro.origin, 'term@example.com')).toBe(200);
    await waitUntil(() => receiving.includes('term@example.com'), {
      what: 'the delivery to start',
    });
    expect(await stop(giro.child)).toBe(0);
    expect(accepted.filter((to) => to === 'term@example.com')).toHaveLength(1);

    // The job was completed before the exit: the next process does not send it again.
    acceptAfterMs = 0;
    await startGiro();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(accepted.filter((to) => to === 'term@example.com')).toHaveLength(1);
  });
});
