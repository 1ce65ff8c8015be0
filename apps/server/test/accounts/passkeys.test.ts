import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, adminClient, newAccount } from '../admin/admin-client.ts';
import { type AccountsClient, accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitForMailWith } from '../helpers/outbox.ts';
import { softAuthenticator } from '../helpers/soft-authenticator.ts';

let testApp: TestApp;
let client: AccountsClient;
let call: AdminCall;

beforeAll(async () => {
  // The passkeys' relying party is Giro's public origin: the browser here shows that one.
  testApp = await buildTestApp({ seed: true, config: { PUBLIC_URL: 'http://localhost:80' } });
  client = accountsClient(testApp);
  call = adminClient(testApp);
});
afterAll(() => testApp.close());

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
type Device = ReturnType<typeof softAuthenticator>;
const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

/** The profile's "add a passkey": options, the device's answer, the call that keeps it. */
async function addPasskey(token: string, device: Device) {
  const options = await client.post('/api/account/passkeys/options', undefined, { token });
  expect(options.statusCode).toBe(200);
  const credential = device.create(options.json());
  return client.post('/api/account/passkeys', { credential }, { token, userAgent: android });
}

/** The sign-in panel's "sign in with a passkey": no address, no password. */
async function passkeySignIn(device: Device) {
  const options = await client.post('/api/auth/signin/passkey-options');
  expect(options.json().userVerification).toBe('required');
  return client.post('/api/auth/signin/passkey', { credential: device.get(options.json()) });
}

describe("a sender's passkey", () => {
  it('is added from the profile and named after the browser, without recovery codes', async () => {
    const token = await client.signedInUser('xime@example.com');
    const added = await addPasskey(token, softAuthenticator());
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      recovery_codes: null,
      passkey: { name: 'Chrome 131 · Android 14', last_used_at: null },
    });
    const security = await client.get('/api/account/security', { token });
    expect(security.json()).toMatchObject({
      second_factor_required: false,
      recovery_codes_left: 0,
    });
    expect(security.json().passkeys).toHaveLength(1);
    await waitForMailWith(testApp.config.DATA_DIR, 'xime@example.com', 'una llave de acceso');
  });

  it('signs the sender in alone, once per challenge', async () => {
    const device = softAuthenticator();
    const token = await client.signedInUser('yara@example.com');
    await addPasskey(token, device);

    const options = await client.post('/api/auth/signin/passkey-options');
    const credential = device.get(options.json());
    const signedIn = await client.post('/api/auth/signin/passkey', { credential });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.some((each) => each.name.startsWith('giro_device_'))).toBe(true);
    const user = await client.get('/api/auth/user', { token: signedIn.json().token });
    expect(user.json()).toMatchObject({ email: 'yara@example.com' });

    const replayed = await client.post('/api/auth/signin/passkey', { credential });
    expect(replayed.statusCode).toBe(401);
    expect(codeOf(replayed)).toBe('passkey_invalid');
  });

  it('refuses a passkey no account has, and one whose signature is forged', async () => {
    const stranger = softAuthenticator();
    stranger.create({ challenge: 'never-sent', user: { id: 'someone-else' } });
    expect(codeOf(await passkeySignIn(stranger))).toBe('passkey_unknown');

    const device = softAuthenticator();
    await addPasskey(await client.signedInUser('bibi@example.com'), device);
    const options = await client.post('/api/auth/signin/passkey-options');
    const credential = device.get(options.json());
    const forged = Buffer.from(credential.response.signature, 'base64url');
    forged[forged.length - 1] = (forged.at(-1) ?? 0) ^ 1;
    const response = { ...credential.response, signature: forged.toString('base64url') };
    const refused = await client.post('/api/auth/signin/passkey', {
      credential: { ...credential, response },
    });
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe('passkey_invalid');
  });

  it('is removed from the profile and then signs nobody in', async () => {
    const device = softAuthenticator();
    const token = await client.signedInUser('zoe@example.com');
    const { passkey } = (await addPasskey(token, device)).json<{ passkey: { id: string } }>();
    expect((await client.del(`/api/account/passkeys/${passkey.id}`, { token })).statusCode).toBe(
      204,
    );
    expect(codeOf(await passkeySignIn(device))).toBe('passkey_unknown');
  });
});

describe("a staff member's passkey", () => {
  it('is the second factor after the password, never the only one', async () => {
    const device = softAuthenticator();
    const { email, password } = await newAccount(testApp, 'operator');
    const first = (await client.signIn(email, password)).json<{ token: string }>().token;
    const added = await addPasskey(first, device);
    expect(added.json().recovery_codes).toHaveLength(10);
    expect((await call('GET', '/api/admin/me', { token: first })).statusCode).toBe(200);

    const alone = await passkeySignIn(device);
    expect(alone.statusCode).toBe(403);
    expect(codeOf(alone)).toBe('passkey_staff');

    const step = await client.signIn(email, password);
    expect(step.json().second_factor.methods).toEqual(['passkey', 'recovery_code']);
    const pending = step.json<{ token: string }>().token;
    const options = await client.post('/api/auth/signin/second-factor/passkey-options', undefined, {
      token: pending,
    });
    expect(options.json().allowCredentials).toHaveLength(1);
    const done = await client.post(
      '/api/auth/signin/second-factor',
      { method: 'passkey', credential: device.get(options.json()) },
      { token: pending },
    );
    expect(done.statusCode).toBe(200);
    const me = await call('GET', '/api/admin/me', { token: done.json().token });
    expect(me.statusCode).toBe(200);
  });

  it("does not take another account's passkey as the second factor", async () => {
    const theirs = softAuthenticator();
    await addPasskey(await client.signedInUser('ada@example.com'), theirs);
    const mine = softAuthenticator();
    const { email, password } = await newAccount(testApp, 'admin');
    await addPasskey((await client.signIn(email, password)).json().token, mine);

    const pending = (await client.signIn(email, password)).json<{ token: string }>().token;
    const options = await client.post('/api/auth/signin/passkey-options');
    const wrong = await client.post(
      '/api/auth/signin/second-factor',
      { method: 'passkey', credential: theirs.get(options.json()) },
      { token: pending },
    );
    expect(wrong.statusCode).toBe(422);
    expect(codeOf(wrong)).toBe('second_factor_invalid');
  });
});
