import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { defaultComplianceSettings } from '@giro/shared/compliance/compliance-settings-contracts';
import type {
  SanctionsImportResult,
  SanctionsListVersion,
} from '@giro/shared/compliance/sanctions-admin-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { sanctionsFileMaxBytes } from '../../src/modules/sanctions/sanctions-import.ts';
import { complianceClient, sdnFile, sdnLine } from '../compliance/compliance-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { csrf } from '../helpers/csrf.ts';
import { freePort } from '../helpers/free-port.ts';
import { waitUntil } from '../helpers/wait-until.ts';

/** Treasury's site as the tests need it: each path answers as `pages` says at that moment. */
const pages = new Map<string, (response: ServerResponse) => void>();
const server = createServer((request, response) => {
  const page = pages.get(request.url ?? '/');
  if (page === undefined) {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    return;
  }
  page(response);
});
let site: string;
let port: number;
let testApp: TestApp;
let compliance: ReturnType<typeof complianceClient>;

const servedFile =
  (body: Buffer, type = 'text/csv') =>
  (response: ServerResponse) =>
    response.writeHead(200, { 'content-type': type }).end(body);

async function useUrl(url: string) {
  const response = await compliance.call('PUT', '/api/admin/compliance/settings', {
    token: await compliance.admin(),
    payload: { ...defaultComplianceSettings, sanctions_list_url: url },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function fetchNow(language: 'es' | 'en' = 'en', query = '') {
  const { app } = testApp;
  const token = await compliance.admin();
  const pair = await csrf(app);
  return app.inject({
    method: 'POST',
    url: `/api/admin/compliance/sanctions-lists/fetch${query}`,
    cookies: pair.cookies,
    headers: { ...pair.headers, authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

async function versions(): Promise<SanctionsListVersion[]> {
  const response = await compliance.call('GET', '/api/admin/compliance/sanctions-lists', {
    token: await compliance.operator(),
  });
  return response.json<SanctionsListVersion[]>();
}

// The list's server stands on 127.0.0.2, an address the environment lists as allowed (a mirror
// on the operator's own network): every other loopback spelling must stay out of reach.
const mirror = '127.0.0.2';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, mirror, resolve));
  port = (server.address() as AddressInfo).port;
  site = `http://${mirror}:${port}`;
  testApp = await buildTestApp({
    seed: true,
    config: { SANCTIONS_LIST_HOSTS: [mirror, 'www.treasury.gov', 'localhost'] },
  });
  compliance = complianceClient(testApp);
  // The demo's list (15,000 entries) gives way to a short one, confirmed as the console would:
  // the tests' lists are short, and only one far smaller than the list in force asks again.
  pages.set('/start.csv', servedFile(sdnFile([sdnLine(69_001, 'INICIO, Lista')])));
  await useUrl(`${site}/start.csv`);
  expect((await fetchNow('en', '?confirm_smaller=true')).statusCode).toBe(200);
});
afterAll(async () => {
  await testApp.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => pages.clear());

describe('fetching the list from the operator’s URL', () => {
  it('imports the published file, plain or gzipped, and imports nothing when it did not change', async () => {
    pages.set('/sdn.csv', servedFile(sdnFile([sdnLine(70_001, 'ALVAREZ MONTOYA, Ramiro')])));
    await useUrl(`${site}/sdn.csv`);
    const first = await fetchNow();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SanctionsImportResult>()).toMatchObject({
      unchanged: false,
      list: { source: 'url', source_url: `${site}/sdn.csv`, entries: 1 },
    });
    const again = await fetchNow();
    expect(again.json<SanctionsImportResult>().unchanged).toBe(true);

    const newer = sdnFile([sdnLine(70_001, 'ALVAREZ MONTOYA, Ramiro'), sdnLine(70_002, 'B')]);
    pages.set('/sdn.csv.gz', servedFile(gzipSync(newer), 'application/gzip'));
    await useUrl(`${site}/sdn.csv.gz`);
    const gzipped = await fetchNow();
    expect(gzipped.json<SanctionsImportResult>()).toMatchObject({
      unchanged: false,
      list: { source: 'url', entries: 2 },
    });
  });

  it('says only that the list could not be fetched, whatever went wrong, and keeps the list in force', async () => {
    pages.set('/sdn.csv', servedFile(sdnFile([sdnLine(71_001, 'CASTELLANOS RUIZ, Tomas')])));
    await useUrl(`${site}/sdn.csv`);
    expect((await fetchNow()).statusCode).toBe(200);
    const inForce = (await versions())[0];

    await useUrl(`${site}/moved.csv`);
    const missing = await fetchNow('es');
    expect(missing.statusCode).toBe(502);
    expect(missing.json()).toEqual({
      code: 'sanctions_fetch_failed',
      message: `No se pudo obtener la lista de ${site}/moved.csv. Revise la dirección, o suba el archivo.`,
    });

    // A closed port and an open one that is not the list answer alike: no port scanner.
    const closed = `http://${mirror}:${await freePort()}/sdn.csv`;
    await useUrl(closed);
    const refused = await fetchNow();
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ message: string }>().message).toBe(
      `The list could not be fetched from ${closed}. Check the address, or upload the file.`,
    );

    // A page that is not the list (a portal's error page answered with 200) is not imported.
    pages.set(
      '/portal',
      servedFile(Buffer.from('<html><body>Maintenance</body></html>'), 'text/html'),
    );
    await useUrl(`${site}/portal`);
    const notTheList = await fetchNow();
    expect(notTheList.statusCode).toBe(422);
    expect(notTheList.json()).toMatchObject({ code: 'sanctions_file_invalid' });

    expect((await versions())[0]).toEqual(inForce);
  });

  it('stops reading a file past the size an import takes', async () => {
    // Streamed without a length, as a misbehaving server may: the download counts what arrives.
    pages.set('/huge.csv', (response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      const chunk = Buffer.alloc(1024 * 1024, 'A');
      let sent = 0;
      const more = () => {
        while (sent <= sanctionsFileMaxBytes) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
    });
    await useUrl(`${site}/huge.csv`);
    const tooLarge = await fetchNow();
    expect(tooLarge.statusCode).toBe(502);
    expect(tooLarge.json()).toMatchObject({ code: 'sanctions_fetch_failed' });
  });

  it('refuses to fetch without a URL in the settings', async () => {
    await useUrl('');
    const response = await fetchNow();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'sanctions_url_missing' });
  });

  it('runs as the daily job, which imports a new version as the button does', async () => {
    pages.set('/daily.csv', servedFile(sdnFile([sdnLine(72_001, 'DAILY JOB, Prueba')])));
    await useUrl(`${site}/daily.csv`);
    const { app } = testApp;
    await app.jobs.enqueue(app.db, 'sanctions.fetch', {});
    await waitUntil(async () => (await versions())[0]?.source_url === `${site}/daily.csv`, {
      timeoutMs: 20_000,
      what: 'the scheduled fetch to import the list',
    });
    expect((await versions())[0]).toMatchObject({ source: 'url', entries: 1 });
  });
});

describe('server-side requests through the list URL (issue 39, item 3)', () => {
  // Before: http://127.0.0.1:PORT/metrics was read and quoted back in the 422; a redirect to it
  // too; 0x7f000001 passed; a refused port and a closed one answered differently.
  const metricsUrl = (host: string) => `http://${host}:${port}/metrics`;

  it('refuses a host the environment does not list, before any request', async () => {
    const response = await compliance.call('PUT', '/api/admin/compliance/settings', {
      token: await compliance.admin(),
      payload: { ...defaultComplianceSettings, sanctions_list_url: 'http://127.0.0.1/metrics' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'sanctions_list_url', message: expect.stringContaining('Tesoro') }],
    });
  });

  it('checks the address after DNS: an allowed name that resolves to loopback is not fetched', async () => {
    pages.set('/metrics', servedFile(Buffer.from('giro_secret_metric 1'), 'text/plain'));
    await useUrl(`http://localhost:${port}/metrics`);
    const response = await fetchNow();
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain('giro_secret_metric');
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback'],
    ['[::1]', 'IPv6 loopback'],
    ['localhost', 'a name for loopback'],
    ['169.254.169.254', 'the cloud metadata address'],
    ['10.0.0.1', 'a private network'],
  ])('checks it again after each redirect: %s (%s) is refused', async (host) => {
    let served = 0;
    pages.set('/metrics', (response) => {
      served += 1;
      response.writeHead(200, { 'content-type': 'text/plain' }).end('giro_secret_metric 1');
    });
    pages.set('/redirect', (response) =>
      response.writeHead(302, { location: metricsUrl(host) }).end(),
    );
    await useUrl(`${site}/redirect`);
    const response = await fetchNow();
    expect(response.statusCode).toBe(502);
    expect(response.json<{ code: string }>().code).toBe('sanctions_fetch_failed');
    expect(response.body).not.toContain('giro_secret_metric');
    expect(served).toBe(0);
  });

  it('keeps the default to Treasury’s own hosts', () => {
    expect(testApp.config.SANCTIONS_LIST_HOSTS).toContain(mirror);
    expect(loadEnv({}).SANCTIONS_LIST_HOSTS).toEqual([
      'www.treasury.gov',
      'ofac.treasury.gov',
      'sanctionslistservice.ofac.treas.gov',
    ]);
  });
});

describe('a list far smaller than the one in force (issue 39, item 3)', () => {
  it('asks for a second confirmation before an attacker’s one-line file replaces it', async () => {
    const lines = Array.from({ length: 20 }, (_, index) =>
      sdnLine(80_000 + index, `NOMBRE ${index}, Uno`),
    );
    pages.set('/full.csv', servedFile(sdnFile(lines)));
    await useUrl(`${site}/full.csv`);
    expect((await fetchNow()).statusCode).toBe(200);
    pages.set('/one-line.csv', servedFile(sdnFile([sdnLine(90_001, 'NADIE, Nadie')])));
    await useUrl(`${site}/one-line.csv`);
    const refused = await fetchNow('es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'sanctions_list_smaller',
      message: expect.stringContaining('1 entradas, menos de la mitad de las 20'),
    });
    expect((await versions())[0]?.entries).toBe(20);
    const confirmed = await fetchNow('es', '?confirm_smaller=true');
    expect(confirmed.json<SanctionsImportResult>().list.entries).toBe(1);
  });
});
