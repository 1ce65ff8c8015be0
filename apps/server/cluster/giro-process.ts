import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/helpers/free-port.ts';
import { waitUntil } from '../test/helpers/wait-until.ts';

const serverDir = fileURLToPath(new URL('../', import.meta.url));

export interface GiroProcess {
  name: string;
  origin: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<number | null>;
}

/**
 * `npm start`'s server (src/server.ts, production settings) in its own process with its own
 * DATA_DIR, on a free loopback port. `env` holds what every instance of a deployment shares.
 */
export async function spawnGiro(name: string, env: Record<string, string>): Promise<GiroProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), `giro-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { name, origin: `http://127.0.0.1:${port}`, port, child, exited };
}

/** Waits until `giro` answers /readyz 200 (its migrations done, its job queue started). */
export async function ready(giro: GiroProcess, timeoutMs = 90_000): Promise<void> {
  await waitUntil(
    async () => {
      if (giro.child.exitCode !== null) throw new Error(`${giro.name} exited while starting`);
      return (await fetch(`${giro.origin}/readyz`).catch(() => undefined))?.status === 200;
    },
    { timeoutMs, what: `${giro.name} to be ready` },
  );
}

/** SIGKILL, as a crash or an OOM kill ends a process: resolves once it is gone. */
export async function kill(giro: GiroProcess): Promise<void> {
  giro.child.kill('SIGKILL');
  await giro.exited;
}

/** SIGTERM, as a deploy stops an instance: resolves with the exit code. */
export async function stop(giro: GiroProcess): Promise<number | null> {
  if (giro.child.exitCode === null) giro.child.kill('SIGTERM');
  return giro.exited;
}
