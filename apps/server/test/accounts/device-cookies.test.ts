import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimits } from '../../src/modules/accounts/attempt-limits.ts';
import { demoStaff } from '../../src/modules/accounts/demo-credentials.ts';
import { type AccountsClient, accountsClient, testPassword } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { tokenOf, waitForMail } from '../helpers/outbox.ts';

let testApp: TestApp;
let client: AccountsClient;
let clock = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

type Browser = Record<string, string>;

/** The cookies a browser keeps from an answer (here: the device cookie). */
function deviceCookieOf(response: LightMyRequestResponse): Browser {
  const cookie = response.cookies.find((each) => each.name.startsWith('giro_device_'));
  if (cookie === undefined) throw new Error(`no device cookie: ${response.statusCode}`);
  return { [cookie.name]: cookie.value };
}

async function signInBrowser(email: string, password = testPassword): Promise<Browser> {
  const response = await client.signIn(email, password);
  expect(response.statusCode).toBe(200);
  return deviceCookieOf(response);
}

/** An attacker's guesses for `email`, each from another IP, until the account's lock trips. */
async function lockOut(email: string): Promise<void> {
  for (let guess = 0; guess < attemptLimits.signIn.perEmail.max; guess += 1) {
    expect((await client.signIn(email, `guess-${guess}`)).statusCode).toBe(401);
  }
}

describe('sign-in that nobody can lock', () => {
  it('lets the owner browser sign in while guesses from elsewhere lock out new browsers', async () => {
    await client.registerActive('owner@example.com');
    const owner = await signInBrowser('owner@example.com');
    await lockOut('owner@example.com');

    const fresh = await client.signIn('owner@example.com');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    const own = await client.signIn('owner@example.com', testPassword, { cookies: owner });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ token: expect.any(String) });
  });

  it('protects staff accounts the same way', async () => {
    const { email, password } = demoStaff.admin;
    const admin = await signInBrowser(email, password);
    await lockOut(email);
    expect((await client.signIn(email, password)).statusCode).toBe(429);
    expect((await client.signIn(email, password, { cookies: admin })).statusCode).toBe(200);
  });

  it('gives the device cookie only to the sign-in call, out of reach of scripts', async () => {
    await client.registerActive('attributes@example.com');
    const response = await client.signIn('attributes@example.com');
    const [cookie] = response.cookies.filter((each) => each.name.startsWith('giro_device_'));
    expect(cookie).toMatchObject({
      path: '/api/auth/signin',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 180 * 24 * 60 * 60,
    });
  });

  it('limits wrong passwords from a trusted browser on its own counter', async () => {
    await client.registerActive('forgetful@example.com');
    const browser = await signInBrowser('forgetful@example.com');
    const { max } = attemptLimits.signIn.perDevice;
    for (let guess = 0; guess < max; guess += 1) {
      const wrong = await client.signIn('forgetful@example.com', 'wrong', { cookies: browser });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await client.signIn('forgetful@example.com', testPassword, { cookies: browser });
    expect(locked.statusCode).toBe(429);
    // The device's failures are not the unknown browsers' ones.
    expect((await client.signIn('forgetful@example.com')).statusCode).toBe(200);
  });

  it('trusts no forged, altered or borrowed device cookie', async () => {
    await client.registerActive('victim@example.com');
    await client.registerActive('attacker@example.com');
    const victim = await signInBrowser('victim@example.com');
    const attacker = await signInBrowser('attacker@example.com');
    await lockOut('victim@example.com');

    const [[name, value]] = Object.entries(victim) as [[string, string]];
    const [, attackerValue] = Object.entries(attacker)[0] as [string, string];
    const [nonce] = value.split('.');
    for (const forged of [`${nonce}.AAAA`, `${nonce}x.${value.split('.')[1]}`, attackerValue, '']) {
      const response = await client.signIn('victim@example.com', testPassword, {
        cookies: { [name]: forged },
      });
      expect(response.statusCode).toBe(429);
    }
    expect(
      (await client.signIn('victim@example.com', testPassword, { cookies: victim })).statusCode,
    ).toBe(200);
  });

  it('answers unknown addresses like known ones, lock included', async () => {
    await client.registerActive('known@example.com');
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let guess = 0; guess <= attemptLimits.signIn.perEmail.max; guess += 1) {
        statuses.push((await client.signIn(email, 'wrong-password')).statusCode);
      }
      return statuses;
    };
    const known = await answers('known@example.com');
    expect(await answers('nobody-here@example.com')).toEqual(known);
    expect(known.at(-1)).toBe(429);
  });

  it('lets new browsers in again once the window has passed', async () => {
    await client.registerActive('patient@example.com');
    await lockOut('patient@example.com');
    expect((await client.signIn('patient@example.com')).statusCode).toBe(429);
    clock = new Date(clock.getTime() + attemptLimits.signIn.perEmail.timeWindow + 1000);
    expect((await client.signIn('patient@example.com')).statusCode).toBe(200);
  });

  it('does not count right passwords as failures', async () => {
    await client.registerActive('regular@example.com');
    for (let visit = 0; visit < attemptLimits.signIn.perEmail.max + 2; visit += 1) {
      expect((await client.signIn('regular@example.com')).statusCode).toBe(200);
    }
  });
});

describe('revoking trusted devices', () => {
  it('distrusts other browsers after a password change and trusts the one that made it', async () => {
    await client.registerActive('changer@example.com');
    const laptop = await signInBrowser('changer@example.com');
    const phoneAnswer = await client.signIn('changer@example.com');
    const token = phoneAnswer.json<{ token: string }>().token;
    const newPassword = 'another-secret-77';
    const changed = await client.post(
      '/api/user/update-password',
      { password: newPassword, confirm: newPassword, current_password: testPassword },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    const phone = deviceCookieOf(changed);
    await lockOut('changer@example.com');

    expect(
      (await client.signIn('changer@example.com', newPassword, { cookies: laptop })).statusCode,
    ).toBe(429);
    expect(
      (await client.signIn('changer@example.com', newPassword, { cookies: phone })).statusCode,
    ).toBe(200);
  });

  it('trusts the browser that reset the password through the mailed link', async () => {
    await client.registerActive('reset@example.com');
    const old = await signInBrowser('reset@example.com');
    await client.post('/reset-password', { email: 'reset@example.com' });
    const token = tokenOf(await waitForMail(testApp.config.DATA_DIR, 'reset@example.com', 2));
    const password = 'reset-secret-88';
    const reset = await client.post('/change-password', {
      email: 'reset@example.com',
      password,
      password_confirmation: password,
      token,
    });
    expect(reset.statusCode).toBe(200);
    const mailbox = deviceCookieOf(reset);
    await lockOut('reset@example.com');

    const withOld = await client.signIn('reset@example.com', password, { cookies: old });
    expect(withOld.statusCode).toBe(429);
    const withNew = await client.signIn('reset@example.com', password, { cookies: mailbox });
    expect(withNew.statusCode).toBe(200);
  });
});
