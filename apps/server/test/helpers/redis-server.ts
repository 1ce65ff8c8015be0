import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';
import { waitUntil } from './wait-until.ts';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** A private `redis-server` (Debian's package) on a free loopback port, without persistence. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  await waitUntil(
    () =>
      probe.connect().then(
        () => true,
        () => false,
      ),
    { timeoutMs: 10_000, what: 'redis-server to start' },
  );
  probe.disconnect();
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
