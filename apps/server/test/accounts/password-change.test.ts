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
      code: 'validation',
      errors: [{ path: 'current_password', message: 'Campo obligatorio' }],
    });
    const wrong = await change(token, { current_password: 'no-es-esta-1' });
    expect(wrong.json()).toMatchObject({ code: 'current_password_invalid' });
    expect((await change(token, { current_password: testPassword })).statusCode).toBe(200);
    expect((await client.signIn('tina@example.com', newPassword)).statusCode).toBe(200);
    const mail = await waitForMailWith(testApp.config.DATA_DIR, 'tina@example.com', 'cambió el');
    expect(mail.text).toContain('Si no fue usted, restablezca su contraseña');
  });

  it('asks for it even right after signing in (issue 39, item 7)', async () => {
    // Before: within 5 minutes of sign-in, { password, confirm } alone changed the password.
    const token = await client.signedInUser('uma@example.com');
    const without = await change(token);
    expect(without.statusCode).toBe(422);
    expect((await client.signIn('uma@example.com', newPassword)).statusCode).toBe(401);
  });

  it('refuses a password among the most common ones, saying why', async () => {
    const token = await client.signedInUser('xena@example.com');
    const common = await client.post(
      '/api/user/update-password',
      { password: 'password123', confirm: 'password123', current_password: testPassword },
      { token, language: 'en' },
    );
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({
      errors: [
        {
          path: 'password',
          message:
            'That password is among the most used and leaked ones: an attacker would try it first. Choose another.',
        },
      ],
    });
    const signUp = await client.signUp('yara@example.com', {
      password: 'qwerty123',
      confirm_password: 'qwerty123',
    });
    expect(signUp.json()).toMatchObject({ errors: [{ path: 'password' }] });
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
  it('asks for the password, not only the address (issue 39, item 7), and mails the person', async () => {
    const token = await client.signedInUser('wanda@example.com');
    // Before: { email } alone deactivated the account.
    const emailOnly = await client.post(
      '/api/user/deactivate-account',
      { email: 'wanda@example.com' },
      { token },
    );
    expect(emailOnly.statusCode).toBe(422);
    const wrong = await client.post(
      '/api/user/deactivate-account',
      { email: 'wanda@example.com', password: 'no-es-esta-1' },
      { token },
    );
    expect(wrong.json()).toMatchObject({ code: 'current_password_invalid' });
    const done = await client.post(
      '/api/user/deactivate-account',
      { email: 'wanda@example.com', password: testPassword },
      { token },
    );
    expect(done.statusCode).toBe(200);
    const mail = await waitForMailWith(testApp.config.DATA_DIR, 'wanda@example.com', 'desactivó');
    expect(mail.text).toContain('Ya no puede iniciar sesión');
  });
});
