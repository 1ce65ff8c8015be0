import { rm } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { RenderedPage } from '@giro/shared/web-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepository } from '../../src/modules/site/settings-repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { operatorEdits } from '../pricing/operator-edits.ts';
import { fakeWebBuild } from './fake-web-build.ts';

let testApp: TestApp;
let web: Awaited<ReturnType<typeof fakeWebBuild>>;

beforeAll(async () => {
  web = await fakeWebBuild();
  testApp = await buildTestApp({
    seed: true,
    config: { WEB_DIST: web.webDist, PUBLIC_URL: 'https://remesas.example' },
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(web.webDist, { recursive: true, force: true });
});

const page = (url: string, cookies: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, cookies });

function rendered(html: string): RenderedPage | undefined {
  const match = /<script id="giro-page" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

describe('pages the server renders', () => {
  it("renders the home page with the operator's currencies and embeds the data it used", async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe('<main lang="es">Giro Envíos USD EUR CAD BTC USDT</main>');
    expect(rendered(response.body)?.home).toMatchObject({
      hash: '',
      agent: { success: true },
      currencies: { currencies: [{ name: 'USD', fiat: true }, { name: 'EUR' }, {}, {}, {}] },
    });
    expect(response.body).toContain('<html lang="es"');
  });

  it('renders other public pages without the calculator data', async () => {
    const response = await page('/faq', { language: 'en' });
    expect(root(response.body)).toBe('<main lang="en">Giro Envíos </main>');
    expect(rendered(response.body)).toEqual({});
    expect(web.renders().at(-1)).toMatchObject({
      url: '/faq',
      language: 'en',
      host: 'localhost:80',
    });
  });

  it('renders a page once for the same data, and again once the operator changes pricing', async () => {
    await page('/');
    const before = web.renders().length;
    await page('/');
    expect(web.renders()).toHaveLength(before);

    await operatorEdits(testApp.db).currencyEnabled('CAD', false);
    testApp.app.pricingService.invalidate();
    const response = await page('/');
    expect(web.renders()).toHaveLength(before + 1);
    expect(root(response.body)).toBe('<main lang="es">Giro Envíos USD EUR BTC USDT</main>');
    await operatorEdits(testApp.db).currencyEnabled('CAD', true);
    testApp.app.pricingService.invalidate();
  });

  it("renders an agent's home page with the agent's offer, and a refused link without one", async () => {
    const agent = await page('/?hash=demo-agent');
    expect(web.renders().at(-1)?.url).toBe('/?hash=demo-agent');
    expect(rendered(agent.body)?.home).toMatchObject({
      hash: 'demo-agent',
      agent: { success: true },
    });

    const refused = await page('/?hash=demo-agent-paused');
    const home = rendered(refused.body)?.home;
    expect(home).toMatchObject({ hash: 'demo-agent-paused', agent: { success: false } });
    expect(home?.currencies).toBeUndefined();
  });

  it('leaves pages behind a guard to the browser, with a word for browsers without scripts', async () => {
    const response = await page('/profile');
    expect(rendered(response.body)).toBeUndefined();
    expect(root(response.body)).toBe(
      '<noscript><p style="padding:2rem 1rem;text-align:center">Needs JavaScript</p></noscript>',
    );
  });

  it('leaves addresses with other parameters (a reset token) to the browser', async () => {
    const response = await page('/faq?token=abc');
    expect(rendered(response.body)).toBeUndefined();
  });

  it("falls back to the browser's rendering when the server's fails", async () => {
    const response = await page('/broken');
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toBeUndefined();
    expect(root(response.body)).toContain('<noscript>');
  });

  it('answers an unknown path 404, with the app to show its not-found page', async () => {
    const response = await page('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<script type="module" src="/assets/app-1a2b3c.js">');
  });

  it('keeps pages for the back/forward cache but revalidates them', async () => {
    const response = await page('/faq');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('compresses pages for browsers that accept it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<main lang="es">');
  });

  it('does not hand out the server bundle', async () => {
    const response = await page('/ssr/entry-server.mjs');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('renderPage');
  });
});

describe("a page's language", () => {
  const language = (body: string) => /<html lang="(\w+)"/.exec(body)?.[1];
  const languageCookie = (response: Awaited<ReturnType<typeof page>>) =>
    response.cookies.find((cookie) => cookie.name === 'language')?.value;

  it('is the one the address names, which the cookie then keeps', async () => {
    const response = await page('/faq?lang=en', { language: 'es' });
    expect(language(response.body)).toBe('en');
    expect(languageCookie(response)).toBe('en');
  });

  it("is the cookie's otherwise, left as it is", async () => {
    const response = await page('/faq', { language: 'en' });
    expect(language(response.body)).toBe('en');
    expect(languageCookie(response)).toBeUndefined();
  });

  it("is the operator's on a first visit of the home page (spec §2), and Spanish elsewhere", async () => {
    await createSettingsRepository(testApp.db).write({ locale: 'en' });
    testApp.app.siteService.invalidate();
    try {
      const home = await page('/');
      expect(language(home.body)).toBe('en');
      expect(languageCookie(home)).toBe('en');
      expect(language((await page('/faq')).body)).toBe('es');
    } finally {
      await createSettingsRepository(testApp.db).write({ locale: 'es' });
      testApp.app.siteService.invalidate();
    }
  });
});

describe("a page's head", () => {
  it('has its title and description, its canonical address and each language version', async () => {
    const { body } = await page('/faq', { language: 'es' });
    expect(body).toContain('<title>/faq es · Giro Envíos</title>');
    expect(body).toContain('<meta name="description" content="About /faq &amp; more">');
    expect(body).toContain('<link rel="canonical" href="https://remesas.example/faq">');
    expect(body).toContain(
      '<link rel="alternate" hreflang="es" href="https://remesas.example/faq?lang=es">',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="en" href="https://remesas.example/faq?lang=en">',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://remesas.example/faq">',
    );
    expect(body).not.toContain('<title>Giro</title>');
  });

  it('names the language version as canonical when the address names the language', async () => {
    const { body } = await page('/faq?lang=en');
    expect(body).toContain('<link rel="canonical" href="https://remesas.example/faq?lang=en">');
  });

  it("asks search engines to skip a visitor's own pages", async () => {
    const { body } = await page('/profile');
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).not.toContain('rel="canonical"');
  });

  it("preloads the first screen's catalogues of the page's language", async () => {
    const { body } = await page('/faq', { language: 'en' });
    expect(body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin="" href="/assets/catalogues-en-y.js">',
    );
  });
});
