import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { type AccountsClient, accountsClient, testPassword } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, tokenOf, waitForMail } from '../helpers/outbox.ts';

let testApp: TestApp;
let client: AccountsClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

const outbox = () => testApp.config.DATA_DIR;

describe('sign-up and activation', () => {
  it('signs up, activates by mail, signs in, reads the user and signs out', async () => {
    const signUp = await client.signUp('ana@example.com', { register_link: 'f7a9c2' });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual({ message: 'Revise su correo para activar su cuenta' });

    const mail = await waitForMail(outbox(), 'ana@example.com');
    expect(mail.text).toContain('Hola Ana:');
    expect(mail.text).toContain('Giro Envíos');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost(:\d+)?\/user-activation\?token=[\w-]{43}$/);

    const activation = await client.post('/api/auth/activate', { token: tokenOf(mail) });
    expect(activation.json()).toEqual({
      success: true,
      message: 'Cuenta activada. Ya puede iniciar sesión.',
    });

    const signIn = await client.signIn('ANA@example.com');
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json<{ token: string }>();

    const user = await client.get('/api/auth/user', { token });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual({
      first_name: 'Ana',
      last_name: 'María Pérez',
      email: 'ana@example.com',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      role: 'sender',
    });
    const check = await client.post('/api/auth/checkUser', undefined, { token });
    expect(check.json()).toEqual({ authenticated: true });

    const logout = await client.post('/api/auth/logout', undefined, { token });
    expect(logout.json()).toEqual({ message: 'Sesión cerrada' });

    const after = await client.get('/api/auth/user', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: 'unauthorized',
      message: 'Debe iniciar sesión para continuar.',
    });
    const checkAfter = await client.post('/api/auth/checkUser', undefined, { token });
    expect(checkAfter.json()).toEqual({ authenticated: false });
  });

  it('stores the register link, the language and an argon2id hash, never the password', async () => {
    await client.signUp('link@example.com', { register_link: 'agent-42' }, { language: 'en' });
    const [row] = await testApp.db.select().from(users).where(eq(users.email, 'link@example.com'));
    expect(row).toMatchObject({ registerLink: 'agent-42', language: 'en', active: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(testPassword);
  });

  it('mails the activation link in the language of the sign-up', async () => {
    await client.signUp('english@example.com', {}, { language: 'en' });
    const mail = await waitForMail(outbox(), 'english@example.com');
    expect(mail.text).toContain('Hello Ana,');
    expect(mail.text).toContain('Activate account');
  });

  it('says the account is already active when its activation link is opened again', async () => {
    await client.signUp('twice@example.com');
    const token = tokenOf(await waitForMail(outbox(), 'twice@example.com'));
    await client.post('/api/auth/activate', { token });
    const again = await client.post('/api/auth/activate', { token }, { language: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: 'Your account is already active. Sign in to continue.',
    });
    const inSpanish = await client.post('/api/auth/activate', { token });
    expect(inSpanish.json()).toEqual({
      success: true,
      message: 'Su cuenta ya está activa. Inicie sesión para continuar.',
    });
  });

  it('still refuses a spent activation link once its account is deactivated', async () => {
    await client.signUp('gone-after@example.com');
    const token = tokenOf(await waitForMail(outbox(), 'gone-after@example.com'));
    await client.post('/api/auth/activate', { token });
    const session = (await client.signIn('gone-after@example.com')).json<{ token: string }>().token;
    const deactivation = await client.post(
      '/api/user/deactivate-account',
      {
        email: 'gone-after@example.com',
        password: testPassword,
        origin: 'http://localhost/profile',
      },
      { token: session },
    );
    expect(deactivation.statusCode).toBe(200);
    const again = await client.post('/api/auth/activate', { token });
    expect(again.json()).toEqual({
      success: false,
      message: 'El enlace no es válido o ha caducado',
    });
  });

  it('answers an unknown activation token with success false', async () => {
    const response = await client.post('/api/auth/activate', { token: 'not-a-real-token' });
    expect(response.json()).toEqual({
      success: false,
      message: 'El enlace no es válido o ha caducado',
    });
  });

  it('does not start a session for an account that is not activated yet', async () => {
    await client.signUp('pending@example.com');
    const response = await client.signIn('pending@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'account_not_activated',
      message: 'Su cuenta aún no está activada. Revise su correo para activarla.',
    });
  });
});

describe('sign-up with an address that already has an account', () => {
  it('answers exactly as for a new address and mails the owner instead', async () => {
    await client.registerActive('owner@example.com');
    const fresh = await client.signUp('nobody-yet@example.com');
    const taken = await client.signUp('Owner@Example.com', { fullname: 'Intruso' });

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const mail = await waitForMail(outbox(), 'owner@example.com', 2);
    expect(mail.text).toContain('Hola Ana:');
    expect(mail.text).toContain('Alguien intentó crear una cuenta');
    expect(mail.links[0]).toMatch(/\/reset-password\?token=/);
    expect(await client.signIn('owner@example.com')).toMatchObject({ statusCode: 200 });
  });

  it('sends a new activation link when the account was never activated', async () => {
    await client.signUp('lost-mail@example.com');
    await client.signUp('lost-mail@example.com');
    const second = await waitForMail(outbox(), 'lost-mail@example.com', 2);
    const activation = await client.post('/api/auth/activate', { token: tokenOf(second) });
    expect(activation.json()).toMatchObject({ success: true });
    expect(await mailsTo(outbox(), 'lost-mail@example.com')).toHaveLength(2);
  });
});

describe('sign-up validation', () => {
  it('lists every problem in Spanish', async () => {
    const response = await client.post('/api/auth/sign_up', {
      fullname: ' ',
      email: 'ana@',
      password: '12345678',
      confirm_password: '12345678',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Revise los datos enviados.',
      errors: [
        { path: 'fullname', message: 'Campo obligatorio' },
        { path: 'email', message: 'El correo no es válido' },
        {
          path: 'password',
          message: 'La contraseña debe tener entre 8 y 128 caracteres y no solo números',
        },
      ],
    });
  });

  it('reports a confirmation that differs from the password', async () => {
    const response = await client.signUp('confirm@example.com', { confirm_password: 'other-one' });
    expect(response.json()).toMatchObject({
      errors: [{ path: 'confirm_password', message: 'La contraseña no coincide' }],
    });
  });

  it('lists every problem in English', async () => {
    const response = await client.post(
      '/api/auth/sign_up',
      { email: 'ana@example.com', password: 'short', confirm_password: 'short' },
      { language: 'en' },
    );
    expect(response.json()).toMatchObject({
      message: 'Please check the data you sent.',
      errors: [
        { path: 'fullname', message: 'Required field' },
        {
          path: 'password',
          message: 'The password must be 8 to 128 characters long and not only digits',
        },
      ],
    });
  });
});
