import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/helpers/free-port.ts';
import { waitUntil } from '../test/helpers/wait-until.ts';

/** The response header naming the instance that answered through the balancer. */
export const servedBy = 'x-giro-instance';

export interface Balancer {
  origin: string;
  stop(): Promise<void>;
}

const binary = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find(existsSync) ?? 'haproxy';

/**
 * Debian's HAProxy in front of `backends` as docs/deploy.md configures it: round robin, /readyz
 * as the health check (a draining or dead instance leaves within ~300 ms; a live one slow to answer
 * it under a bench's load has 2 s, not the 300 ms interval HAProxy would otherwise allow, before it
 * counts as down), a connection refused by one instance retried on another (the request never
 * reached it, so a POST is safe to resend), a new connection to the instance for every request (a
 * kept-alive one to an instance that just died would fail a POST already sent, which HAProxy must
 * not resend), X-Forwarded-For for TRUST_PROXY.
 */
export async function startHaproxy(backends: { name: string; port: number }[]): Promise<Balancer> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'giro-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  await writeFile(
    config,
    [
      'global',
      '  maxconn 512',
      'defaults',
      '  mode http',
      '  option forwardfor',
      '  option http-server-close',
      '  option redispatch 1',
      '  retries 3',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout check 2s',
      'frontend giro',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      `  http-response set-header ${servedBy} %s`,
      ...backends.map(
        (backend) =>
          `  server ${backend.name} 127.0.0.1:${backend.port} check inter 300ms fall 1 rise 1`,
      ),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => (await fetch(`${origin}/healthz`).catch(() => undefined))?.status === 200,
    { timeoutMs: 20_000, what: 'HAProxy to route to an instance' },
  );
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
