import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';
import { waitUntil } from './wait-until.ts';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port (after `stop`), empty, as a restarted Redis would be. */
  start(): Promise<void>;
}

/** One connection attempt of its own: true when the server answers. */
async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  const connected = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  return connected;
}

/** A private `redis-server` (Debian's package) on a free loopback port, without persistence. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitUntil(() => answers(url), { timeoutMs: 10_000, what: 'redis-server to start' });
  }

  await start();
  return {
    url,
    start,
    async stop() {
      const running = child;
      if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
