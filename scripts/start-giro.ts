// Starts the built Giro on a free port with a fresh demo database, for the scripts that measure
// it as a browser sees it (`npm run size`, `npm run lighthouse`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** `name`: what the data directory is for (`giro-<name>-…` in the system's tmp). */
export async function startGiro(name: string): Promise<{ origin: string; stop: () => void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `giro-${name}-`));
  const server = spawn('npm', ['run', 'start', '--silent', '-w', '@giro/server'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
    },
  });
  const stop = () => {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 500) {
    const healthy = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('Giro did not start within two minutes');
}
