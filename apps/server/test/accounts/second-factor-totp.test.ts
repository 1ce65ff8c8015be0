import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimits } from '../../src/modules/accounts/attempt-limits.ts';
import { type AccountsClient, accountsClient, testPassword } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitForMail } from '../helpers/outbox.ts';
import { enrolTotp, totpCode } from '../helpers/second-factor.ts';

let testApp: TestApp;
let client: AccountsClient;
let clock = new Date('2026-03-01T12:00:10Z');
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

const secondStep = (token: string, proof: object, cookies?: Record<string, string>) =>
  client.post('/api/auth/signin/second-factor', proof, { token, ...(cookies && { cookies }) });

/** The password step: the token that opens only the second step. */
async function passwordStep(email: string, cookies?: Record<string, string>): Promise<string> {
  const response = await client.signIn(email, testPassword, cookies && { cookies });
  expect(response.statusCode).toBe(200);
  expect(response.json().second_factor).toEqual({ methods: ['totp', 'recovery_code'] });
  return response.json<{ token: string }>().token;
}

/**
 * A sender with the authenticator app on, and the session that turned it on. The clock moves
 * three time steps on, so no code of the tests' steps was used by the enrolment.
 */
async function senderWithTotp(email: string) {
  const token = await client.signedInUser(email);
  const enrolled = await enrolTotp(testApp, client, token);
  tick(90);
  return { ...enrolled, token };
}

const codeOf = (response: LightMyRequestResponse) => response.json<{ code: string }>().code;

describe('turning on an authenticator app', () => {
  it('shows a secret and QR address, turns on with a code from it and gives ten recovery codes', async () => {
    const token = await client.signedInUser('ana.totp@example.com');
    const started = await client.post('/api/account/totp', undefined, { token });
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json<{ secret: string; uri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Giro%20Env%C3%ADos:ana\.totp%40example\.com\?/);
    expect(new URL(uri).searchParams.get('issuer')).toBe('Giro Envíos');

    const wrong = await client.post('/api/account/totp/confirm', { code: '000000' }, { token });
    expect(wrong.statusCode).toBe(422);
    expect(codeOf(wrong)).toBe('second_factor_invalid');
    const code = totpCode(testApp, secret).replace(/(\d{3})/, '$1 ');
    const confirmed = await client.post('/api/account/totp/confirm', { code }, { token });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const each of codes) expect(each).toMatch(/^[\da-z]{4}(-[\da-z]{4}){3}$/);

    const security = await client.get('/api/account/security', { token });
    expect(security.json()).toMatchObject({
      staff: false,
      second_factor_required: true,
      totp_enabled_at: clock.toISOString(),
      recovery_codes_left: 10,
    });
    const mail = await waitForMail(testApp.config.DATA_DIR, 'ana.totp@example.com', 2);
    expect(mail.text).toContain('se añadió a su cuenta una aplicación de autenticación');
  });

  it('refuses to start again while the app is on', async () => {
    const { token } = await senderWithTotp('bea.totp@example.com');
    const again = await client.post('/api/account/totp', undefined, { token });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('totp_already_enabled');
  });
});

describe('signing in with the authenticator app', () => {
  it('asks for the code after the password, and the first token opens nothing else', async () => {
    await senderWithTotp('carla.totp@example.com');
    const token = await passwordStep('carla.totp@example.com');
    expect((await client.get('/api/auth/user', { token })).statusCode).toBe(401);
    expect((await client.get('/api/orders', { token })).statusCode).toBe(401);
    const checked = await client.post('/api/auth/checkUser', undefined, { token });
    expect(checked.json()).toEqual({ authenticated: false });
  });

  it("takes the current time step's code and the previous one's, not a stale one", async () => {
    const { secret } = await senderWithTotp('dora.totp@example.com');

    const first = await passwordStep('dora.totp@example.com');
    const stale = await secondStep(first, { method: 'totp', code: totpCode(testApp, secret, -2) });
    expect(stale.statusCode).toBe(422);
    expect(codeOf(stale)).toBe('second_factor_invalid');
    const previous = await secondStep(first, {
      method: 'totp',
      code: totpCode(testApp, secret, -1),
    });
    expect(previous.statusCode).toBe(200);
    const full = previous.json<{ token: string }>().token;
    expect(full).not.toBe(first);
    expect((await client.get('/api/auth/user', { token: full })).statusCode).toBe(200);
    // The password step's token is spent: the full session has a token of its own.
    expect(
      (await secondStep(first, { method: 'totp', code: totpCode(testApp, secret) })).statusCode,
    ).toBe(401);

    const second = await passwordStep('dora.totp@example.com');
    const current = await secondStep(second, { method: 'totp', code: totpCode(testApp, secret) });
    expect(current.statusCode).toBe(200);
  });

  it('never takes the same code twice, nor an older one after it', async () => {
    const { secret } = await senderWithTotp('eva.totp@example.com');
    const code = totpCode(testApp, secret);
    const once = await secondStep(await passwordStep('eva.totp@example.com'), {
      method: 'totp',
      code,
    });
    expect(once.statusCode).toBe(200);

    const again = await secondStep(await passwordStep('eva.totp@example.com'), {
      method: 'totp',
      code,
    });
    expect(again.statusCode).toBe(422);
    expect(codeOf(again)).toBe('second_factor_reused');
    const older = totpCode(testApp, secret, -1);
    const before = await secondStep(await passwordStep('eva.totp@example.com'), {
      method: 'totp',
      code: older,
    });
    expect(codeOf(before)).toBe('second_factor_reused');
    tick(30);
    const next = await secondStep(await passwordStep('eva.totp@example.com'), {
      method: 'totp',
      code: totpCode(testApp, secret),
    });
    expect(next.statusCode).toBe(200);
  });

  it('does not take the code that turned the app on', async () => {
    const token = await client.signedInUser('flor.totp@example.com');
    const started = await client.post('/api/account/totp', undefined, { token });
    const { secret } = started.json<{ secret: string }>();
    const code = totpCode(testApp, secret);
    await client.post('/api/account/totp/confirm', { code }, { token });
    const reused = await secondStep(await passwordStep('flor.totp@example.com'), {
      method: 'totp',
      code,
    });
    expect(codeOf(reused)).toBe('second_factor_reused');
  });

  it('lets each recovery code in once, typed in any case and spacing', async () => {
    const { recoveryCodes } = await senderWithTotp('gala.totp@example.com');
    const [code = ''] = recoveryCodes;
    const typed = code.toUpperCase().replaceAll('-', ' ');
    const first = await secondStep(await passwordStep('gala.totp@example.com'), {
      method: 'recovery_code',
      code: typed,
    });
    expect(first.statusCode).toBe(200);
    const token = first.json<{ token: string }>().token;
    expect((await client.get('/api/account/security', { token })).json()).toMatchObject({
      recovery_codes_left: 9,
    });
    const second = await secondStep(await passwordStep('gala.totp@example.com'), {
      method: 'recovery_code',
      code,
    });
    expect(second.statusCode).toBe(422);
    expect(codeOf(second)).toBe('second_factor_invalid');
  });

  it('counts wrong codes with wrong passwords, and the owner browser still gets in', async () => {
    const { secret } = await senderWithTotp('hana.totp@example.com');
    // The owner's browser finished a sign-in before: it holds the account's device cookie.
    const owned = await secondStep(await passwordStep('hana.totp@example.com'), {
      method: 'totp',
      code: totpCode(testApp, secret),
    });
    const cookie = owned.cookies.find((each) => each.name.startsWith('giro_device_'));
    if (cookie === undefined) throw new Error('no device cookie after the second step');
    const owner = { [cookie.name]: cookie.value };
    tick(30);

    const { max } = attemptLimits.signIn.perEmail;
    for (let guess = 0; guess < max / 2; guess += 1) {
      expect((await client.signIn('hana.totp@example.com', `guess-${guess}`)).statusCode).toBe(401);
    }
    const token = await passwordStep('hana.totp@example.com');
    for (let guess = 0; guess < max / 2; guess += 1) {
      const wrong = await secondStep(token, { method: 'totp', code: '000000' });
      expect(wrong.statusCode).toBe(422);
    }
    const locked = await secondStep(token, { method: 'totp', code: totpCode(testApp, secret) });
    expect(locked.statusCode).toBe(429);
    expect((await client.signIn('hana.totp@example.com')).statusCode).toBe(429);

    const ownerStep = await passwordStep('hana.totp@example.com', owner);
    const ownerIn = await secondStep(
      ownerStep,
      { method: 'totp', code: totpCode(testApp, secret) },
      owner,
    );
    expect(ownerIn.statusCode).toBe(200);
  });

  it('gives no device cookie for the password alone', async () => {
    await senderWithTotp('ines.totp@example.com');
    const response = await client.signIn('ines.totp@example.com');
    expect(response.cookies.some((each) => each.name.startsWith('giro_device_'))).toBe(false);
  });
});
