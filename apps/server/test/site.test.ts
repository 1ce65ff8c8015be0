import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepository } from '../src/modules/site/settings-repository.ts';
import { seedDemoIfEmpty } from '../src/seed-demo.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const site = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/api/site' })).json<Record<string, unknown>>();

// One database for the file, so these run in order: empty, seeded, edited.
describe('site data', () => {
  it('answers empty operator details before anything is configured', async () => {
    expect(await site()).toEqual({
      domain_name: '',
      locale: 'es',
      operator: { name: '', email: '', phone: '', whatsapp: '', address: '', social: [], chat: [] },
      demo: testApp.config.PAYMENTS_SANDBOX,
    });
  });

  it('says pages are a demo exactly while the payment sandbox is on', async () => {
    for (const sandbox of [true, false]) {
      const other = await buildTestApp({ config: { PAYMENTS_SANDBOX: sandbox } });
      const answer = await other.app.inject({ method: 'GET', url: '/api/site' });
      expect(answer.json<{ demo: boolean }>().demo).toBe(sandbox);
      await other.close();
    }
  });

  it('seeds the demo operator into an empty database, once', async () => {
    expect(await seedDemoIfEmpty(testApp.db)).toBe(true);
    expect(await seedDemoIfEmpty(testApp.db)).toBe(false);
    testApp.app.siteService.invalidate();

    expect(await site()).toMatchObject({
      domain_name: 'giro.example',
      locale: 'es',
      operator: {
        name: 'Giro Envíos',
        social: [{ name: 'Facebook' }, { name: 'Instagram' }, { name: 'X' }],
        chat: [{ name: 'WhatsApp' }, { name: 'Telegram' }],
      },
    });
  });

  it('keeps serving the cached data until invalidated', async () => {
    await createSettingsRepository(testApp.db).write({ domain_name: 'remesas.example' });
    expect(await site()).toMatchObject({ domain_name: 'giro.example' });
    testApp.app.siteService.invalidate();
    expect(await site()).toMatchObject({ domain_name: 'remesas.example' });
  });

  it('ignores a malformed setting and keeps the others', async () => {
    await createSettingsRepository(testApp.db).write({ locale: 'fr', operator: { name: 42 } });
    testApp.app.siteService.invalidate();
    expect(await site()).toMatchObject({
      domain_name: 'remesas.example',
      locale: 'es',
      operator: { name: '' },
    });
  });
});
