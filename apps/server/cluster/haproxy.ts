import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessage, type Language } from '@giro/shared';
import { retryAfterSeconds } from '../src/plugins/error-handler.ts';
import { freePort } from '../test/helpers/free-port.ts';
import { waitUntil } from '../test/helpers/wait-until.ts';

/** The response header naming the instance that answered through the balancer. */
export const servedBy = 'x-giro-instance';

export interface Balancer {
  origin: string;
  stop(): Promise<void>;
}

const binary = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find(existsSync) ?? 'haproxy';

const answer = (type: string, body: string, condition: string) =>
  `  http-request return status 503 content-type "${type}; charset=utf-8" hdr retry-after ${retryAfterSeconds} string '${body}' if ${condition}`;

const errorBody = (language: Language) =>
  JSON.stringify({ message: errorMessage(language, 'unavailable'), code: 'unavailable' });

// A page asked for meanwhile: both languages, and it reloads itself.
const page = [
  '<!doctype html><html lang="es"><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width">',
  `<meta http-equiv="refresh" content="${retryAfterSeconds}">`,
  `<title>${errorMessage('es', 'unavailable')}</title>`,
  `<p>${errorMessage('es', 'unavailable')}</p>`,
  `<p lang="en">${errorMessage('en', 'unavailable')}</p></html>`,
].join('');

/**
 * While no instance is ready (PostgreSQL away), the balancer answers as Giro would: 503,
 * Retry-After and the error body in the visitor's language (`language` cookie, else the first
 * language the browser asks for), or a page that reloads itself, instead of HAProxy's own page
 * (docs/deploy.md).
 */
const whileNoInstanceIsReady = [
  '  acl no_instance nbsrv(instances) eq 0',
  '  acl page req.hdr(accept) -m sub text/html',
  '  acl english_cookie req.cook(language) -m str en',
  '  acl spanish_cookie req.cook(language) -m str es',
  '  acl english_browser req.hdr(accept-language) -m reg -i ^en',
  answer('text/html', page, 'no_instance page'),
  answer(
    'application/json',
    errorBody('en'),
    'no_instance english_cookie || no_instance !spanish_cookie english_browser',
  ),
  answer('application/json', errorBody('es'), 'no_instance'),
];

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
      // An answer, even a slow one on a busy machine, is what a check waits for: a dead instance
      // refuses the connection at once, and a 503 from /readyz takes it out at once.
      '  timeout check 2s',
      'frontend giro',
      `  bind 127.0.0.1:${port}`,
      ...whileNoInstanceIsReady,
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
