import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRateLimit } from '../../src/modules/contact/contact-routes.ts';
import { contactMessages } from '../../src/modules/contact/contact-tables.ts';
import { createSettingsRepository } from '../../src/modules/site/settings-repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitForMail } from '../helpers/outbox.ts';
import { contactClient, contactMessage } from './contact-client.ts';

let testApp: TestApp;
let send: ReturnType<typeof contactClient>;

beforeAll(async () => {
  testApp = await buildTestApp();
  send = contactClient(testApp.app);
});
afterAll(() => testApp.close());

describe('POST /contact limits and operator settings', () => {
  it('stores the message without mailing while the operator has no email', async () => {
    const response = await send(contactMessage({ email: 'nobody-to-tell@example.com' }));
    expect(response.json()).toEqual({ success: true });
    expect(await testApp.db.select().from(contactMessages)).toHaveLength(1);
    const outbox = await readdir(join(testApp.config.DATA_DIR, 'outbox')).catch(() => []);
    expect(outbox).toEqual([]);
  });

  it("mails the operator in the operator's language, not the sender's", async () => {
    await createSettingsRepository(testApp.db).write({
      locale: 'en',
      operator: {
        name: 'Envíos Test',
        email: 'ops@envios.example',
        phone: '',
        whatsapp: '',
        address: '',
        social: [],
        chat: [],
      },
    });
    testApp.app.siteService.invalidate();
    await send(contactMessage(), { language: 'es' });
    const mail = await waitForMail(testApp.config.DATA_DIR, 'ops@envios.example');
    expect(mail.text).toContain('wrote through the contact form');
    expect(mail.text).toContain('Language: Spanish');
  });

  it('answers 429 in the sender language once an IP has sent its messages', async () => {
    const ip = '192.0.2.44';
    for (let sent = 0; sent < contactRateLimit.max; sent += 1) {
      expect((await send(contactMessage(), { ip })).statusCode).toBe(200);
    }
    const spanish = await send(contactMessage(), { ip });
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json()).toMatchObject({ code: 'rate_limited' });
    expect(spanish.json().message).toMatch(/^Demasiados intentos\. Espere \d+ minutos? e/);
    const english = await send(contactMessage(), { ip, language: 'en' });
    expect(english.json().message).toMatch(/^Too many/);
    expect((await send(contactMessage(), { ip: '192.0.2.45' })).statusCode).toBe(200);
  });
});
