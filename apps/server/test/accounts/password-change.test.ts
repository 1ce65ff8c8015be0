import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimits } from '../../src/modules/accounts/attempt-limits.ts';
import { type AccountsClient, accountsClient, testPassword } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitForMailWith } from '../helpers/outbox.ts';

let testApp: TestApp;
let client: AccountsClient;
let clock = new Date('2026-08-10T15:00:00Z');
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

const newPassword = 'otra-clave-2026';
const change = (token: string, extra: object = {}) =>
  client.post(
    '/api/user/update-password',
    { password: newPassword, confirm: newPassword, ...extra },
    { token },
  );

describe('changing the password', () => {
  it('asks for the current password, and refuses a wrong one', async () => {
    const token = await client.signedInUser('tina@example.com');
    tick(6);
    const without = await change(token);
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({
      code: 'current_password_required',
      message: 'Escriba su contraseña actual para cambiarla.',
    });
    const wrong = await change(token, { current_password: 'no-es-esta-1' });
    expect(wrong.json()).toMatchObject({ code: 'current_password_invalid' });
    expect((await change(token, { current_password: testPassword })).statusCode).toBe(200);
    expect((await client.signIn('tina@example.com', newPassword)).statusCode).toBe(200);
    const mail = await waitForMailWith(testApp.config.DATA_DIR, 'tina@example.com', 'cambió el');
    expect(mail.text).toContain('Si no fue usted, restablezca su contraseña');
  });

  it("keeps the spec's { password, confirm } working within 5 minutes of signing in", async () => {
    const token = await client.signedInUser('uma@example.com');
    tick(4);
    expect((await change(token)).statusCode).toBe(200);
  });

  it('stops guessing the current password after 10 wrong tries', async () => {
    const token = await client.signedInUser('vera@example.com');
    for (let guess = 0; guess < attemptLimits.currentPassword.max; guess += 1) {
      const wrong = await change(token, { current_password: `adivina-${guess}` });
      expect(wrong.statusCode).toBe(422);
    }
    const locked = await change(token, { current_password: testPassword });
    expect(locked.statusCode).toBe(429);
  });
});

describe('deactivating the account', () => {
  it('mails the person', async () => {
    const token = await client.signedInUser('wanda@example.com');
    const done = await client.post(
      '/api/user/deactivate-account',
      { email: 'wanda@example.com' },
      { token },
    );
    expect(done.statusCode).toBe(200);
    const mail = await waitForMailWith(testApp.config.DATA_DIR, 'wanda@example.com', 'desactivó');
    expect(mail.text).toContain('Ya no puede iniciar sesión');
  });
});
