// Gives the server tests a PostgreSQL to run against: TEST_DATABASE_URL when set, otherwise a
// private throwaway cluster made with the machine's PostgreSQL binaries (initdb + pg_ctl).
import { execFileSync, spawnSync } from 'node:child_process';
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

export async function startTestPostgres() {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
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
  /** @type {(command: string, args: string[]) => [string, string[]]} */
  const runAs = (command, args) =>
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
  const [startCmd, startArgs] = runAs(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  if (spawnSync(startCmd, startArgs, { stdio: 'ignore' }).status !== 0) {
    console.error('PostgreSQL did not start');
    return undefined;
  }
  console.info(
    `PostgreSQL ${bin.split('/').at(-2)} started on 127.0.0.1:${port} for the server tests`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      const [stopCmd, stopArgs] = runAs(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      spawnSync(stopCmd, stopArgs, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
