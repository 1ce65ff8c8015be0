import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsClient, accountsClient, testPassword } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { jobStates, jobsSettled } from '../helpers/jobs.ts';
import { mailsTo } from '../helpers/outbox.ts';

let testApp: TestApp;
let client: AccountsClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

const newPassword = 'nueva-clave-2024';

describe('profile', () => {
  it.each(['/api/user/update-name', '/api/user/update-password', '/api/user/deactivate-account'])(
    'answers %s without a session with 401, before validating the body',
    async (url) => {
      const response = await client.post(url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    },
  );

  it('changes the name shown by /api/auth/user', async () => {
    const token = await client.signedInUser('name@example.com');
    const response = await client.post(
      '/api/user/update-name',
      { first_name: '  Lucía ', last_name: 'Fernández' },
      { token },
    );
    expect(response.json()).toEqual({ message: 'Nombre actualizado' });
    expect((await client.get('/api/auth/user', { token })).json()).toMatchObject({
      first_name: 'Lucía',
      last_name: 'Fernández',
    });
  });

  it('requires a first name', async () => {
    const token = await client.signedInUser('noname@example.com');
    const response = await client.post('/api/user/update-name', { last_name: 'X' }, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'first_name', message: 'Campo obligatorio' }],
    });
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const token = await client.signedInUser('change@example.com');
    const other = (await client.signIn('change@example.com')).json<{ token: string }>().token;
    const response = await client.post(
      '/api/user/update-password',
      { password: newPassword, confirm: newPassword, current_password: testPassword },
      { token, language: 'en' },
    );
    expect(response.json()).toEqual({ message: 'Password updated' });
    expect((await client.get('/api/auth/user', { token })).statusCode).toBe(200);
    expect((await client.get('/api/auth/user', { token: other })).statusCode).toBe(401);
    expect((await client.signIn('change@example.com', testPassword)).statusCode).toBe(401);
    expect((await client.signIn('change@example.com', newPassword)).statusCode).toBe(200);
  });

  it('rejects a password confirmation that differs', async () => {
    const token = await client.signedInUser('mismatch@example.com');
    const response = await client.post(
      '/api/user/update-password',
      { password: newPassword, confirm: 'something-else', current_password: testPassword },
      { token, language: 'en' },
    );
    expect(response.json()).toMatchObject({
      errors: [{ path: 'confirm', message: 'The passwords do not match' }],
    });
  });
});

describe('deactivation', () => {
  it('refuses to deactivate when the email is not the account’s', async () => {
    const token = await client.signedInUser('keep@example.com');
    const response = await client.post(
      '/api/user/deactivate-account',
      { email: 'other@example.com', password: testPassword, origin: 'profile' },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'email_mismatch',
      message: 'El correo no coincide con el de su cuenta',
    });
    expect((await client.get('/api/auth/user', { token })).statusCode).toBe(200);
  });

  it('ends every session and refuses later sign-ins once the password is proven', async () => {
    const token = await client.signedInUser('leaving@example.com');
    const other = (await client.signIn('leaving@example.com')).json<{ token: string }>().token;
    const response = await client.post(
      '/api/user/deactivate-account',
      { email: 'Leaving@Example.com', password: testPassword, origin: 'http://localhost/profile' },
      { token },
    );
    expect(response.json()).toEqual({ message: 'Su cuenta ha sido desactivada' });
    for (const session of [token, other]) {
      expect((await client.get('/api/auth/user', { token: session })).statusCode).toBe(401);
    }
    expect((await client.signIn('leaving@example.com', 'wrong-password')).json()).toMatchObject({
      code: 'invalid_credentials',
    });
    const signIn = await client.signIn('leaving@example.com');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      code: 'account_deactivated',
      message: 'Su cuenta está desactivada',
    });
  });

  it('sends no reset link to a deactivated account', async () => {
    const token = await client.signedInUser('gone@example.com');
    await client.post(
      '/api/user/deactivate-account',
      { email: 'gone@example.com', password: testPassword },
      { token },
    );
    const response = await client.post('/reset-password', { email: 'gone@example.com' });
    expect(response.statusCode).toBe(200);
    // The request's job runs a second later and looks the address up; the mails it could
    // cause are delivered by further jobs: all of them done, nothing left to arrive.
    await jobsSettled(testApp, ['accounts.reset-requested', 'mail.deliver']);
    expect(await jobStates(testApp, 'accounts.reset-requested')).toEqual(['completed']);
    const mails = await mailsTo(testApp.config.DATA_DIR, 'gone@example.com');
    // The activation link and the notice of the deactivation, and no reset link.
    expect(mails.map((mail) => mail.links.map((link) => new URL(link).pathname))).toEqual([
      ['/user-activation'],
      [],
    ]);
  });
});
