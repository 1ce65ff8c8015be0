import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSender } from '../../src/modules/accounts/demo-credentials.ts';
import { type AccountsClient, accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { median } from '../helpers/median.ts';
import { tokenOf, waitForMail } from '../helpers/outbox.ts';

let testApp: TestApp;
let client: AccountsClient;
let clock = new Date();
const hours = (count: number) => count * 3_600_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = accountsClient(testApp);
  await client.registerActive('sara@example.com');
});
afterAll(() => testApp.close());

async function elapsed(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

describe('sign-in', () => {
  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await client.signIn('nadie@example.com');
    const wrong = await client.signIn('sara@example.com', 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Credenciales incorrectas',
    });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
  });

  it('spends about as long on an unknown email as on a wrong password', async () => {
    await client.registerActive('timing@example.com');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      unknown.push(await elapsed(() => client.signIn('nadie-timing@example.com')));
      wrong.push(await elapsed(() => client.signIn('timing@example.com', 'wrong-password')));
    }
    // Without the dummy verification an unknown email answers over ten times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 3);
  });

  it('says an account is not activated only once the password is right', async () => {
    await client.signUp('pending@example.com');
    const wrong = await client.signIn('pending@example.com', 'wrong-password', { language: 'en' });
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: 'Incorrect credentials' });
    const right = await client.signIn('pending@example.com', undefined, { language: 'en' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 'account_not_activated',
      message: 'Your account is not activated yet. Check your email to activate it.',
    });
  });

  it('answers a sign-in without credentials with translated required-field errors', async () => {
    const response = await client.post('/api/auth/signin', {}, { language: 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [
        { path: 'email', message: 'Required field' },
        { path: 'password', message: 'Required field' },
      ],
    });
  });
});

describe('demo data', () => {
  it('signs in the seeded demo sender', async () => {
    const { email, password } = demoSender;
    const token = (await client.signIn(email, password)).json<{ token: string }>().token;
    expect((await client.get('/api/auth/user', { token })).json()).toMatchObject({
      first_name: 'Daniela',
      email,
    });
  });
});

describe('sessions', () => {
  it('treats a missing, malformed or unknown bearer token as signed out', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-session']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('ends a session when it expires after 30 days', async () => {
    const token = (await client.signIn('sara@example.com')).json<{ token: string }>().token;
    advance(hours(24 * 30) - 60_000);
    expect((await client.get('/api/auth/user', { token })).statusCode).toBe(200);
    advance(120_000);
    expect((await client.get('/api/auth/user', { token })).statusCode).toBe(401);
  });

  it('keeps other sessions when one signs out', async () => {
    const first = (await client.signIn('sara@example.com')).json<{ token: string }>().token;
    const second = (await client.signIn('sara@example.com')).json<{ token: string }>().token;
    await client.post('/api/auth/logout', undefined, { token: first });
    expect((await client.get('/api/auth/user', { token: first })).statusCode).toBe(401);
    expect((await client.get('/api/auth/user', { token: second })).statusCode).toBe(200);
  });

  it('answers a logout without a live session with the same message', async () => {
    const response = await client.post('/api/auth/logout', undefined, { language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out' });
  });
});

describe('activation link expiry', () => {
  it('rejects an activation link after 48 hours', async () => {
    await client.signUp('late@example.com');
    const token = tokenOf(await waitForMail(testApp.config.DATA_DIR, 'late@example.com'));
    advance(hours(48) + 60_000);
    const response = await client.post('/api/auth/activate', { token });
    expect(response.json()).toMatchObject({ success: false });
  });
});
