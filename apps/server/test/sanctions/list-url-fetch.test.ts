import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { defaultComplianceSettings } from '@giro/shared/compliance/compliance-settings-contracts';
import type {
  SanctionsImportResult,
  SanctionsListVersion,
} from '@giro/shared/compliance/sanctions-admin-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
let testApp: TestApp;
let compliance: ReturnType<typeof complianceClient>;

const servedFile =
  (body: Buffer, type = 'text/csv') =>
  (response: ServerResponse) =>
    response.writeHead(200, { 'content-type': type }).end(body);

async function useUrl(url: string) {
  const response = await compliance.call('PUT', '/api/admin/compliance/settings', {
    token: await compliance.operator(),
    payload: { ...defaultComplianceSettings, sanctions_list_url: url },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function fetchNow(language: 'es' | 'en' = 'en') {
  const { app } = testApp;
  const token = await compliance.operator();
  const pair = await csrf(app);
  return app.inject({
    method: 'POST',
    url: '/api/admin/compliance/sanctions-lists/fetch',
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

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  testApp = await buildTestApp({ seed: true });
  compliance = complianceClient(testApp);
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

  it('says why a download failed, in the console’s language, and keeps the list in force', async () => {
    pages.set('/sdn.csv', servedFile(sdnFile([sdnLine(71_001, 'CASTELLANOS RUIZ, Tomas')])));
    await useUrl(`${site}/sdn.csv`);
    expect((await fetchNow()).statusCode).toBe(200);
    const inForce = (await versions())[0];

    await useUrl(`${site}/moved.csv`);
    const missing = await fetchNow('es');
    expect(missing.statusCode).toBe(502);
    expect(missing.json()).toMatchObject({
      code: 'sanctions_fetch_failed',
      message: `No se pudo descargar la lista de ${site}/moved.csv: el servidor respondió 404.`,
    });

    const down = `http://127.0.0.1:${await freePort()}/sdn.csv`;
    await useUrl(down);
    const refused = await fetchNow();
    expect(refused.json()).toMatchObject({
      code: 'sanctions_fetch_failed',
      message: `The list could not be downloaded from ${down}: the server could not be reached (ECONNREFUSED).`,
    });

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
    expect(tooLarge.json()).toMatchObject({
      message: `The list could not be downloaded from ${site}/huge.csv: the file is over 40 MB.`,
    });
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
