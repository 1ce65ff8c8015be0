import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { accountsClient } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { tokenOf, waitForMailWith } from '../helpers/outbox.ts';
import { enrolTotp } from '../helpers/second-factor.ts';
import type { AdminCall } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let call: AdminCall;
let adminToken: string;

beforeAll(async () => {
  ({ testApp, call, token: adminToken } = await seededConsole('admin'));
});
afterAll(() => testApp.close());

const newOperator = {
  first_name: 'Olga',
  last_name: 'Operadora',
  email: 'olga@giro.test',
  role: 'operator',
};
/** The password Olga chooses herself, with the mailed link. */
const olgaPassword = 'olga-opera-2024';

async function signIn(email: string, password: string) {
  return accountsClient(testApp).signIn(email, password);
}

/** Olga's password, then one of her recovery codes: a console session's token. */
async function signInWithRecoveryCode(code: string): Promise<string> {
  const pending = (await signIn(newOperator.email, olgaPassword)).json().token;
  const done = await accountsClient(testApp).post(
    '/api/auth/signin/second-factor',
    { method: 'recovery_code', code },
    { token: pending },
  );
  return done.json<{ token: string }>().token;
}

describe('staff management', () => {
  let olgaId: string;
  let olgaCodes: string[] = [];

  it('invites an operator, who chooses her own password with the mailed link and reaches the console', async () => {
    const created = await call('POST', '/api/admin/staff', {
      token: adminToken,
      payload: newOperator,
    });
    expect(created.statusCode, created.body).toBe(200);
    olgaId = created.json().id;
    expect(created.json()).toMatchObject({
      email: 'olga@giro.test',
      role: 'operator',
      active: true,
      invited: true,
    });
    // Nobody knows a password for the account yet: it opens only through the link.
    expect((await signIn(newOperator.email, 'olga-opera-2024')).statusCode).toBe(401);
    const { DATA_DIR } = testApp.config;
    const invitation = await waitForMailWith(DATA_DIR, newOperator.email, '/admin/invitation');
    expect(invitation.text).toContain('le invitó a la consola');
    const admins = await waitForMailWith(DATA_DIR, 'admin@giro.example', 'invitó a olga@giro.test');
    expect(admins.text).toContain('como operador');
    const link = tokenOf(invitation);
    const anonymous = accountsClient(testApp);
    expect(
      (await anonymous.post('/api/auth/staff-invitation/check', { token: link })).json(),
    ).toEqual({
      valid: true,
      email: 'olga@giro.test',
      first_name: 'Olga',
      role: 'operator',
    });
    const common = await anonymous.post('/api/auth/staff-invitation', {
      token: link,
      password: 'password1',
      password_confirmation: 'password1',
    });
    expect(common.json()).toMatchObject({ errors: [{ path: 'password' }] });
    const accepted = await anonymous.post('/api/auth/staff-invitation', {
      token: link,
      password: olgaPassword,
      password_confirmation: olgaPassword,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await anonymous.post('/api/auth/staff-invitation', {
      token: link,
      password: olgaPassword,
      password_confirmation: olgaPassword,
    });
    expect(again.json()).toMatchObject({ code: 'token_invalid' });

    const signedIn = await signIn(newOperator.email, olgaPassword);
    const token = signedIn.json().token;
    // The console opens once the new account has a second factor.
    const before = await call('GET', '/api/admin/me', { token });
    expect(before.json()).toMatchObject({ code: 'mfa_required' });
    ({ recoveryCodes: olgaCodes } = await enrolTotp(testApp, accountsClient(testApp), token));
    const me = await call('GET', '/api/admin/me', { token });
    expect(me.json()).toMatchObject({ id: olgaId, role: 'operator', first_name: 'Olga' });
  });

  it('records the invitation without any password', async () => {
    const [entry] = await auditEntries(call, adminToken, 'staff', olgaId);
    expect(entry).toMatchObject({ action: 'invite', before: null, after: { role: 'operator' } });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('refuses an email that already has an account, staff or sender', async () => {
    const response = await call('POST', '/api/admin/staff', {
      token: adminToken,
      payload: { ...newOperator, email: 'DEMO@giro.example' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'email_taken',
      message: 'Ya existe una cuenta con ese correo.',
    });
  });

  it('disables an account: its session ends and it can no longer sign in', async () => {
    const token = await signInWithRecoveryCode(olgaCodes[0] ?? '');
    const disabled = await call('PUT', `/api/admin/staff/${olgaId}`, {
      token: adminToken,
      payload: { role: 'operator', active: false },
    });
    expect(disabled.json()).toMatchObject({ active: false });
    expect((await call('GET', '/api/admin/me', { token })).statusCode).toBe(401);
    const again = await signIn(newOperator.email, olgaPassword);
    expect(again.json()).toMatchObject({ code: 'account_deactivated' });
  });

  it('enables it again as an admin, without reviving the old sessions', async () => {
    const enabled = await call('PUT', `/api/admin/staff/${olgaId}`, {
      token: adminToken,
      payload: { role: 'admin', active: true },
    });
    expect(enabled.json()).toMatchObject({ role: 'admin', active: true });
    const token = await signInWithRecoveryCode(olgaCodes[1] ?? '');
    expect((await call('GET', '/api/admin/staff', { token })).statusCode).toBe(200);
    // Every admin hears of a new admin, and of an account enabled again.
    const { DATA_DIR } = testApp.config;
    await waitForMailWith(DATA_DIR, 'admin@giro.example', 'hizo administrador a olga@giro.test');
    await waitForMailWith(DATA_DIR, 'admin@giro.example', 'volvió a activar la cuenta de olga');
    const [entry] = await auditEntries(call, adminToken, 'staff', olgaId);
    expect(entry).toMatchObject({
      before: { role: 'operator', active: false },
      after: { role: 'admin', active: true },
    });
  });

  it('does not let admins demote or disable themselves', async () => {
    const me = (await call('GET', '/api/admin/me', { token: adminToken })).json();
    for (const payload of [
      { role: 'operator', active: true },
      { role: 'admin', active: false },
    ]) {
      const response = await call('PUT', `/api/admin/staff/${me.id}`, {
        token: adminToken,
        payload,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'staff_self_change' });
    }
  });

  it('leaves sender accounts out: they are not listed, and changing one answers 404', async () => {
    const [sender] = await testApp.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'demo@giro.example'));
    const staff = (await call('GET', '/api/admin/staff', { token: adminToken })).json();
    expect(staff.map((member: { id: string }) => member.id)).not.toContain(sender?.id);
    const response = await call('PUT', `/api/admin/staff/${sender?.id}`, {
      token: adminToken,
      payload: { role: 'admin', active: true },
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists the demo staff with their roles', async () => {
    const response = await call('GET', '/api/admin/staff', { token: adminToken });
    expect(response.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'admin@giro.example', role: 'admin', active: true }),
        expect.objectContaining({ email: 'operator@giro.example', role: 'operator' }),
      ]),
    );
  });
});
