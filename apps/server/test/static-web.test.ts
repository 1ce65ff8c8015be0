import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { SiteData } from '@giro/shared/site-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepository } from '../src/modules/site/settings-repository.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { csrf } from './helpers/csrf.ts';

const template =
  '<!doctype html><html><head><!--giro-csrf--><script type="module" src="/assets/app-1a2b3c.js"></script></head>' +
  '<body><div id="root"></div><!--giro-data--></body></html>';

let webDist: string;
let testApp: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'giro-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), template);
  await writeFile(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("giro")');
  await writeFile(
    join(webDist, 'assets', 'app-1a2b3c.js.br'),
    brotliCompressSync('console.log("giro")'),
  );
  await writeFile(join(webDist, 'favicon.svg'), '<svg/>');
  testApp = await buildTestApp({ seed: true, config: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
});

function embedded(html: string): SiteData {
  const match = /<script id="giro-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

const page = (url: string, cookies: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, cookies });

describe('single-page app', () => {
  it.each(['/', '/some/deep/route', '/contact', '/index.html', '/reset-password?token=abc'])(
    'answers GET %s with index.html carrying the site data',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).not.toContain('<!--giro-');
      expect(embedded(response.body)).toMatchObject({
        domain_name: 'giro.example',
        locale: 'es',
        operator: { name: 'Giro Envíos' },
      });
    },
  );

  it('leaves POST /contact to the contact call, not to the page', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contact',
      payload: {},
      ...(await csrf(testApp.app)),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation' });
  });

  it('puts the CSRF cookie it sets into the csrf-token meta', async () => {
    const response = await page('/faq');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(response.body).toContain(`<meta name="csrf-token" content="${cookie?.value}">`);
  });

  it("reuses the browser's CSRF cookie in the meta", async () => {
    const token = 'c'.repeat(43);
    const response = await page('/faq', { 'XSRF-TOKEN': token });
    expect(response.body).toContain(`<meta name="csrf-token" content="${token}">`);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('escapes operator data so it cannot close the script element', async () => {
    const name = '</script><script>alert(1)</script> $& <!--';
    const operator = { ...embedded((await page('/')).body).operator, name };
    await createSettingsRepository(testApp.db).write({ operator });
    testApp.app.siteService.invalidate();

    const response = await page('/about');
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(response.body).not.toContain('<script>alert');
    expect(embedded(response.body).operator.name).toBe(name);
  });

  it('answers HEAD on a page path', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/checkout' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('static files', () => {
  it('serves hashed assets with an immutable cache header and no cookie', async () => {
    const response = await page('/assets/app-1a2b3c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('hands out the precompressed copy to browsers that accept it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("giro")');
  });

  it('serves other files for revalidation', async () => {
    const response = await page('/favicon.svg');
    expect(response.body).toBe('<svg/>');
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await page('/assets/app-old.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('before the web app is built', () => {
  it('answers pages with 503 and how to build it', async () => {
    const unbuilt = await buildTestApp({ config: { WEB_DIST: join(webDist, 'missing') } });
    try {
      const response = await unbuilt.app.inject({
        method: 'GET',
        url: '/faq',
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('The web app is not built: run <code>npm run build</code>.');
    } finally {
      await unbuilt.close();
    }
  });
});
