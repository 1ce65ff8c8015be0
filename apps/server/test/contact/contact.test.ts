import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/modules/contact/contact-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, waitForMail } from '../helpers/outbox.ts';
import { contactClient, contactMessage } from './contact-client.ts';

const operatorEmail = 'soporte@giro.example';

let testApp: TestApp;
let send: ReturnType<typeof contactClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  send = contactClient(testApp.app);
});
afterAll(() => testApp.close());

const storedFrom = (email: string) =>
  testApp.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /contact', () => {
  it('stores the message and mails it to the operator', async () => {
    const email = 'stored@example.com';
    const response = await send(contactMessage({ email, phone: '+53 5 123 4567' }), {
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const [row] = await storedFrom(email);
    expect(row).toMatchObject({
      name: 'Ana María Pérez',
      phone: '+5351234567',
      message: '¿Cuánto tarda en llegar un envío en CUP a Santiago de Cuba?',
      freelancer: 'demo-agent',
      language: 'en',
      handledAt: null,
    });

    const mail = await waitForMail(testApp.config.DATA_DIR, operatorEmail);
    expect(mail.text).toContain('Ana María Pérez escribió desde el formulario de contacto');
    expect(mail.text).toContain('¿Cuánto tarda en llegar un envío en CUP a Santiago de Cuba?');
    expect(mail.text).toContain(`Correo: ${email}`);
    expect(mail.text).toContain('Teléfono: +53 5 1234567');
    // A reply in the operator's mail app goes to whoever wrote; nothing says "do not reply".
    const eml = await readFile(join(testApp.config.DATA_DIR, 'outbox', mail.file), 'utf8');
    expect(eml).toMatch(new RegExp(`^Reply-To: ${email}`, 'm'));
    expect(mail.text).toContain(
      `Para contestar, responda a este correo: la respuesta va a ${email}.`,
    );
    expect(mail.text).not.toContain('no responda a este correo');
    expect(mail.text).toContain('Agente: demo-agent');
    expect(mail.text).toContain('Idioma: Inglés');
    expect(mail.text).toContain(`Referencia: ${row?.id}`);
  });

  it('stores a message without phone or agent as nulls and leaves them out of the mail', async () => {
    const email = 'plain@example.com';
    const response = await send(contactMessage({ email, freelancer: '' }));
    expect(response.json()).toEqual({ success: true });
    const [row] = await storedFrom(email);
    expect(row).toMatchObject({ phone: null, freelancer: null, language: 'es' });
    const mails = async () =>
      (await mailsTo(testApp.config.DATA_DIR, operatorEmail)).filter((mail) =>
        mail.text.includes(email),
      );
    await expect.poll(async () => (await mails()).length).toBe(1);
    const [mail] = await mails();
    expect(mail?.text).not.toContain('Teléfono:');
    expect(mail?.text).not.toContain('Agente:');
  });

  it.each(['name', 'email', 'message'])('refuses a message without %s', async (field) => {
    const email = `missing-${field}@example.com`;
    const payload = contactMessage({ email });
    delete payload[field];
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation',
      errors: [{ path: field, message: 'Campo obligatorio' }],
    });
    expect(await storedFrom(email)).toEqual([]);
  });

  it('counts a blank name or message as missing', async () => {
    const response = await send(contactMessage({ name: '   ', message: '\n\t' }));
    expect(response.json().errors).toEqual([
      { path: 'name', message: 'Campo obligatorio' },
      { path: 'message', message: 'Campo obligatorio' },
    ]);
  });

  it.each([
    ['es', 'Email no válido.'],
    ['en', 'The email is not valid'],
  ] as const)('refuses a bad email in %s with %j', async (language, message) => {
    const response = await send(contactMessage({ email: 'ana.perez@' }), { language });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ path: 'email', message }]);
  });

  it.each([
    ['es', 'Máximo 255 caracteres'],
    ['en', 'At most 255 characters'],
  ] as const)('refuses a 256-character message in %s', async (language, message) => {
    const email = `long-${language}@example.com`;
    const response = await send(contactMessage({ email, message: 'a'.repeat(256) }), {
      language,
    });
    expect(response.json().errors).toEqual([{ path: 'message', message }]);
    expect(await storedFrom(email)).toEqual([]);
  });

  it('takes a message of exactly 255 characters', async () => {
    const response = await send(contactMessage({ message: 'a'.repeat(255) }));
    expect(response.json()).toEqual({ success: true });
  });

  it('refuses a phone that is not a valid number', async () => {
    const response = await send(contactMessage({ phone: '+53 12' }));
    expect(response.json().errors).toEqual([
      { path: 'phone', message: 'El teléfono no es válido' },
    ]);
  });

  it('refuses a post without the CSRF token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contact',
      payload: contactMessage(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf' });
  });

  it('still serves the contact page on GET', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/contact' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
