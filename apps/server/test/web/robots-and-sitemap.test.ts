import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { fakeWebBuild } from './fake-web-build.ts';

let web: Awaited<ReturnType<typeof fakeWebBuild>>;
const apps: TestApp[] = [];

async function app(publicUrl?: string) {
  const testApp = await buildTestApp({
    seed: true,
    config: { WEB_DIST: web.webDist, ...(publicUrl && { PUBLIC_URL: publicUrl }) },
  });
  apps.push(testApp);
  return testApp.app;
}

beforeAll(async () => {
  web = await fakeWebBuild();
});
afterAll(async () => {
  await Promise.all(apps.map((testApp) => testApp.close()));
  await rm(web.webDist, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the console and points to the sitemap', async () => {
    const response = await (await app('https://remesas.example')).inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /admin',
        '',
        'Sitemap: https://remesas.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it("names the operator's domain when PUBLIC_URL is not set", async () => {
    const response = await (await app()).inject('/robots.txt');
    expect(response.body).toContain('Sitemap: https://giro.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page in each language, each naming all its versions', async () => {
    const response = await (await app('https://remesas.example')).inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://remesas.example/?lang=es',
      'https://remesas.example/?lang=en',
      'https://remesas.example/',
      'https://remesas.example/faq?lang=es',
      'https://remesas.example/faq?lang=en',
      'https://remesas.example/faq',
    ]);
    const faq = response.body
      .split('\n')
      .find((line) => line.includes('<loc>https://remesas.example/faq?lang=en'));
    expect(faq).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://remesas.example/faq?lang=es"/>',
    );
    expect(faq).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://remesas.example/faq"/>',
    );
  });
});
