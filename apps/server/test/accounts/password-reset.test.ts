import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsClient, accountsClient, testPassword } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, tokenOf, waitForMail } from '../helpers/outbox.ts';

let testApp: TestApp;
let client: AccountsClient;
let clock = new Date();

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

const outbox = () => testApp.config.DATA_DIR;
const newPassword = 'otra-clave-segura';

/** Requests a reset for a fresh active account and returns the mailed token. */
async function resetToken(email: string): Promise<string> {
  await client.registerActive(email);
  await client.post('/reset-password', { email });
  return tokenOf(await waitForMail(outbox(), email, 2));
}

const changePassword = (email: string, token: string, password = newPassword) =>
  client.post('/change-password', {
    email,
    password,
    password_confirmation: password,
    token,
  });

describe('password reset', () => {
  it('mails a reset link, accepts a new password with it and signs in with that', async () => {
    await client.registerActive('rosa@example.com');
    const request = await client.post('/reset-password', { email: 'ROSA@example.com' });
    expect(request.json()).toEqual({
      message:
        'Si existe una cuenta con ese correo, le enviamos un enlace para restablecer la contraseña.',
    });
    const mail = await waitForMail(outbox(), 'rosa@example.com', 2);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost(:\d+)?\/reset-password\?token=[\w-]{43}$/);
    const token = tokenOf(mail);

    const check = await client.post('/check-token', { token });
    expect(check.json()).toEqual({ valid: true, email: 'rosa@example.com' });

    const change = await changePassword('rosa@example.com', token);
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({
      link: '/login',
      message: 'Contraseña restablecida. Ya puede iniciar sesión.',
    });
    expect((await client.signIn('rosa@example.com')).statusCode).toBe(401);
    expect((await client.signIn('rosa@example.com', newPassword)).statusCode).toBe(200);
  });

  it('answers an address without an account exactly the same, and mails nobody', async () => {
    await client.registerActive('known@example.com');
    const known = await client.post('/reset-password', { email: 'known@example.com' });
    const unknown = await client.post('/reset-password', { email: 'unknown@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await waitForMail(outbox(), 'known@example.com', 2);
    expect(await mailsTo(outbox(), 'unknown@example.com')).toEqual([]);
  });

  it('rejects a reset link used a second time', async () => {
    const token = await resetToken('reuse@example.com');
    expect((await changePassword('reuse@example.com', token)).statusCode).toBe(200);
    const again = await changePassword('reuse@example.com', token, 'tercera-clave-99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'token_invalid',
      message: 'El enlace no es válido o ha caducado',
    });
    expect((await client.post('/check-token', { token })).json()).toEqual({ valid: false });
  });

  it('rejects a reset link after one hour', async () => {
    const token = await resetToken('slow@example.com');
    clock = new Date(clock.getTime() + 3_600_000 + 1_000);
    expect((await client.post('/check-token', { token })).json()).toEqual({ valid: false });
    expect((await changePassword('slow@example.com', token)).statusCode).toBe(400);
  });

  it('rejects a reset link presented with another account’s email', async () => {
    const token = await resetToken('victim@example.com');
    await client.registerActive('attacker@example.com');
    const response = await changePassword('attacker@example.com', token);
    expect(response.json()).toMatchObject({ code: 'token_invalid' });
    expect((await client.post('/check-token', { token })).json()).toMatchObject({ valid: true });
  });

  it('signs out every session of the account when the password is reset', async () => {
    const token = await resetToken('stolen@example.com');
    const session = (await client.signIn('stolen@example.com')).json<{ token: string }>().token;
    await changePassword('stolen@example.com', token);
    expect((await client.get('/api/auth/user', { token: session })).statusCode).toBe(401);
  });

  it('activates an account that was never activated, since the link proves the mailbox', async () => {
    await client.signUp('never@example.com');
    // The activation and reset mails are separate jobs: the reset is asked for once the first is out.
    await waitForMail(outbox(), 'never@example.com');
    await client.post('/reset-password', { email: 'never@example.com' });
    const token = tokenOf(await waitForMail(outbox(), 'never@example.com', 2));
    await changePassword('never@example.com', token);
    expect((await client.signIn('never@example.com', newPassword)).statusCode).toBe(200);
  });

  it('never puts a forged Host into a reset link: the demo’s local address, or PUBLIC_URL', async () => {
    await client.registerActive('host@example.com');
    await client.post('/reset-password', { email: 'host@example.com' }, { host: 'evil.example' });
    const mail = await waitForMail(outbox(), 'host@example.com', 2);
    expect(mail.links[0]).toMatch(
      new RegExp(`^http://localhost:${testApp.config.PORT}/reset-password\\?token=[\\w-]{43}$`),
    );

    const published = await buildTestApp({
      seed: true,
      config: { PUBLIC_URL: 'https://envios.example' },
    });
    try {
      const publishedClient = accountsClient(published);
      await publishedClient.registerActive('host@example.com');
      await publishedClient.post(
        '/reset-password',
        { email: 'host@example.com' },
        { host: 'evil.example' },
      );
      const publishedMail = await waitForMail(published.config.DATA_DIR, 'host@example.com', 2);
      expect(publishedMail.links[0]).toMatch(/^https:\/\/envios\.example\/reset-password\?token=/);
    } finally {
      await published.close();
    }
  });

  it('validates the new password and its confirmation', async () => {
    const response = await client.post(
      '/change-password',
      { email: 'x@example.com', password: 'abc', password_confirmation: 'abd', token: 't' },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [
        {
          path: 'password',
          message: 'The password must be 8 to 128 characters long and not only digits',
        },
      ],
    });
    const mismatch = await client.post('/change-password', {
      email: 'x@example.com',
      password: testPassword,
      password_confirmation: 'abd',
      token: 't',
    });
    expect(mismatch.json()).toMatchObject({
      errors: [{ path: 'password_confirmation', message: 'La contraseña no coincide' }],
    });
  });
});
