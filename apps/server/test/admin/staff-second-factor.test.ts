import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsClient, accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitForMailWith } from '../helpers/outbox.ts';
import { enrolTotp, totpCode } from '../helpers/second-factor.ts';
import { type AdminCall, adminClient, newAccount } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';

let testApp: TestApp;
let client: AccountsClient;
let call: AdminCall;
let clock = new Date('2026-04-01T09:00:05Z');
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = accountsClient(testApp);
  call = adminClient(testApp);
});
afterAll(() => testApp.close());

type Staff = { email: string; password: string; secret: string; token: string };

/** A staff member who enrolled an authenticator app; the clock moves past its code. */
async function enrolledStaff(role: 'operator' | 'admin'): Promise<Staff> {
  const account = await newAccount(testApp, role);
  const signedIn = await client.signIn(account.email, account.password);
  const token = signedIn.json<{ token: string }>().token;
  const { secret } = await enrolTotp(testApp, client, token);
  tick(90);
  return { ...account, secret, token };
}

/** Password, then the app's current code, from `ip` in Chrome: the full session's token. */
async function signInWithCode(staff: Staff, ip = '203.0.113.9'): Promise<string> {
  const step = await client.signIn(staff.email, staff.password, { ip });
  expect(step.json().second_factor.methods).toEqual(['totp', 'recovery_code']);
  const pending = step.json<{ token: string }>().token;
  expect((await call('GET', '/api/admin/me', { token: pending })).statusCode).toBe(401);
  const done = await client.post(
    '/api/auth/signin/second-factor',
    { method: 'totp', code: totpCode(testApp, staff.secret) },
    { token: pending, ip, userAgent: chrome },
  );
  expect(done.statusCode).toBe(200);
  tick(30);
  return done.json<{ token: string }>().token;
}

const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

describe('a staff member signing in', () => {
  it('is asked for the factor after the password and mailed the time, browser and IP', async () => {
    const staff = await enrolledStaff('operator');
    const token = await signInWithCode(staff);
    expect((await call('GET', '/api/admin/me', { token })).statusCode).toBe(200);

    // The enrolment's sign-in (password only, before any factor) was mailed too.
    const mail = await waitForMailWith(testApp.config.DATA_DIR, staff.email, 'Chrome');
    expect(mail.text).toContain('Alguien inició sesión con su cuenta del personal.');
    expect(mail.text).toContain('Navegador: Chrome 131 · Windows 10');
    expect(mail.text).toContain('Dirección IP: 203.0.113.9');
    expect(mail.text).toMatch(/Fecha: 1 de abril de 2026 a las 9:0\d UTC/);
  });
});

describe('factors of a staff account', () => {
  it('never lets a staff member remove their last factor', async () => {
    const staff = await enrolledStaff('operator');
    const token = await signInWithCode(staff);
    const removed = await client.del('/api/account/totp', { token });
    expect(removed.statusCode).toBe(409);
    expect(codeOf(removed)).toBe('last_factor');
  });

  it('asks for the factor again before adding another, once 5 minutes have passed', async () => {
    const staff = await enrolledStaff('operator');
    const token = await signInWithCode(staff);
    tick(6 * 60);
    for (const url of ['/api/account/passkeys/options', '/api/account/totp']) {
      const refused = await client.post(url, undefined, { token });
      expect(codeOf(refused), url).toBe('step_up_required');
    }
  });

  it('asks for the factor again before removing one, once 5 minutes have passed', async () => {
    const staff = await enrolledStaff('operator');
    const token = await signInWithCode(staff);
    tick(6 * 60);
    const codes = await client.post('/api/account/recovery-codes', undefined, { token });
    expect(codes.statusCode).toBe(403);
    expect(codeOf(codes)).toBe('step_up_required');

    const wrong = await client.post(
      '/api/account/step-up',
      { method: 'totp', code: '000000' },
      { token },
    );
    expect(codeOf(wrong)).toBe('second_factor_invalid');
    const stepUp = await client.post(
      '/api/account/step-up',
      { method: 'totp', code: totpCode(testApp, staff.secret) },
      { token },
    );
    expect(stepUp.statusCode).toBe(200);
    const fresh = await client.post('/api/account/recovery-codes', undefined, { token });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recovery_codes).toHaveLength(10);
  });
});

describe("an admin's reset of another staff member's factors", () => {
  it('removes them, ends their sessions, mails them and is audited; they enrol again', async () => {
    const admin = await enrolledStaff('admin');
    const operator = await enrolledStaff('operator');
    const operatorToken = await signInWithCode(operator);
    const listed = await call('GET', '/api/admin/staff', { token: admin.token });
    const row = listed
      .json<{ id: string; email: string; second_factor: boolean }[]>()
      .find((each) => each.email === operator.email);
    expect(row?.second_factor).toBe(true);
    const id = row?.id ?? '';

    const byOperator = await call('POST', `/api/admin/staff/${id}/reset-factors`, {
      token: operatorToken,
    });
    expect(codeOf(byOperator)).toBe('forbidden');
    const reset = await call('POST', `/api/admin/staff/${id}/reset-factors`, {
      token: admin.token,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email: operator.email, second_factor: false });

    expect((await call('GET', '/api/admin/me', { token: operatorToken })).statusCode).toBe(401);
    const [entry] = await auditEntries(call, admin.token, 'staff', id);
    expect(entry).toMatchObject({
      action: 'reset_factors',
      before: { second_factor: true },
      after: { second_factor: false },
    });
    await waitForMailWith(testApp.config.DATA_DIR, operator.email, 'un administrador quitó las');

    // The password alone opens a session again, and the console asks for a new factor.
    const again = await client.signIn(operator.email, operator.password);
    expect(again.json().second_factor).toBeUndefined();
    const me = await call('GET', '/api/admin/me', { token: again.json().token });
    expect(codeOf(me)).toBe('mfa_required');
  });

  it('refuses an admin resetting their own factors', async () => {
    const admin = await enrolledStaff('admin');
    const me = await call('GET', '/api/admin/me', { token: admin.token });
    const own = await call('POST', `/api/admin/staff/${me.json().id}/reset-factors`, {
      token: admin.token,
    });
    expect(own.statusCode).toBe(409);
    expect(codeOf(own)).toBe('staff_self_reset');
  });
});
