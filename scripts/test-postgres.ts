// Gives the server tests a PostgreSQL to run against: TEST_DATABASE_URL when set, otherwise a
// private throwaway cluster made with the machine's PostgreSQL binaries (initdb + pg_ctl).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => join(base, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
}

/** A PostgreSQL server for tests and benches. */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
  /** `pg_ctl stop -m immediate` (a private server only). */
  crash(): Promise<void>;
  /** Starts a crashed private server again; resolves once it accepts connections. */
  restart(): Promise<void>;
}

function notOurs(what: string) {
  return async () => {
    throw new Error(`TEST_DATABASE_URL's server is not ours to ${what}`);
  };
}

/** TEST_DATABASE_URL's server, or a private throwaway one. */
export async function startTestPostgres(): Promise<TestPostgres | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    return {
      url: process.env.TEST_DATABASE_URL,
      stop: async () => {},
      crash: notOurs('crash'),
      restart: notOurs('restart'),
    };
  }
  const bin = postgresBinDir();
  if (!bin) {
    console.error(
      'PostgreSQL is not installed (apt-get install -y postgresql) and TEST_DATABASE_URL is unset.',
    );
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'giro-pg-'));
  const port = 54_000 + Math.floor(Math.random() * 900);
  // initdb refuses to run as root, so a root caller runs the cluster as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const runAs = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const [initCmd, initArgs] = runAs(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  if (spawnSync(initCmd, initArgs, { stdio: 'ignore' }).status !== 0) {
    console.error('initdb failed');
    return undefined;
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (args: string[]) => runAs(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const pgCtlNow = (args: string[]) => {
    const [command, commandArgs] = pgCtl(args);
    return spawnSync(command, commandArgs, { stdio: 'ignore' }).status === 0;
  };
  // Without blocking the caller's event loop: a test keeps sending requests meanwhile.
  const pgCtlAside = (args: string[]) => {
    const [command, commandArgs] = pgCtl(args);
    return new Promise<boolean>((resolve) => {
      spawn(command, commandArgs, { stdio: 'ignore' }).on('exit', (code) => resolve(code === 0));
    });
  };
  const startArgs = ['-o', options, '-l', join(dir, 'log'), '-w', 'start'];
  if (!pgCtlNow(startArgs)) {
    console.error('PostgreSQL did not start');
    return undefined;
  }
  console.info(
    `PostgreSQL ${bin.split('/').at(-2)} started on 127.0.0.1:${port} for the server tests`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      pgCtlNow(['-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
    // As a failover or a crash ends it: every connection cut, no checkpoint.
    crash: async () => {
      if (!(await pgCtlAside(['-m', 'immediate', 'stop'])))
        throw new Error('PostgreSQL did not stop');
    },
    // Resolves once it accepts connections again (after replaying its log).
    restart: async () => {
      if (!(await pgCtlAside(startArgs))) throw new Error('PostgreSQL did not start again');
    },
  };
}
