import type { MoneyChange } from '@giro/shared/admin/money-change-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitForMailWith } from '../helpers/outbox.ts';
import { type AdminCall, adminClient } from './admin-client.ts';
import { type AdminSession, enrolledAdmin } from './admin-sessions.ts';
import { auditEntries } from './audit-entries.ts';

let testApp: TestApp;
let call: AdminCall;
let clock = new Date('2026-07-01T10:00:05Z');
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const hours = (n: number) => n * 60;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  call = adminClient(testApp);
});
afterAll(() => testApp.close());

const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

async function usdtWallet(token: string) {
  const list = (await call('GET', '/api/admin/wallets', { token })).json<
    {
      id: number;
      currency: string;
      chain: string;
      icon: string;
      position: number;
      address: string;
    }[]
  >();
  const wallet = list.find((each) => each.currency === 'USDT');
  if (wallet === undefined) throw new Error('no seeded USDT wallet');
  return wallet;
}

/** What checkout gives a sender paying in USDT. */
async function checkoutAddress(): Promise<string> {
  const answer = await testApp.app.inject({ url: '/get_wallet_address?currency=USDT' });
  return answer.json<{ address: string }>().address;
}

async function proposeAddress(admin: AdminSession, address: string): Promise<MoneyChange> {
  const { id, ...wallet } = await usdtWallet(admin.token);
  const proposed = await call('PUT', `/api/admin/wallets/${id}`, {
    token: admin.token,
    payload: { ...wallet, address, active: true },
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  return proposed.json<MoneyChange>();
}

describe('a stolen admin session (issue 39, item 1)', () => {
  it('cannot make itself a new admin, change staff or the session policy without the second factor', async () => {
    const admin = await enrolledAdmin(testApp);
    // Before: POST /api/admin/staff { role: "admin", password } answered 200 to this session.
    tick(6);
    const invite = await call('POST', '/api/admin/staff', {
      token: admin.token,
      payload: { first_name: 'Eve', last_name: 'Intrusa', email: 'eve@evil.test', role: 'admin' },
    });
    expect(invite.statusCode).toBe(403);
    expect(codeOf(invite)).toBe('step_up_required');
    const staff = (await call('GET', '/api/admin/staff', { token: admin.token })).json<
      { id: string; email: string }[]
    >();
    const other = staff.find((member) => member.email !== admin.email);
    if (other === undefined) throw new Error('no other staff member');
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/staff/${other.id}`, { role: 'admin', active: true }],
      ['POST', `/api/admin/staff/${other.id}/reset-factors`, undefined],
      ['PUT', '/api/admin/session-policy', { staff_idle_minutes: 720 }],
    ] as const) {
      const refused = await call(method, url, { token: admin.token, payload });
      expect(codeOf(refused), url).toBe('step_up_required');
    }
    expect(staff.some((member) => member.email === 'eve@evil.test')).toBe(false);
  });

  it("does not let a new admin's fresh factor approve a new wallet address", async () => {
    const first = await enrolledAdmin(testApp);
    const intruder = await enrolledAdmin(testApp);
    const inForce = await checkoutAddress();
    const change = await proposeAddress(intruder, 'TAttackerAddressAttackerAddress01');
    // Before: the intruder's own fresh factor passed step-up and PUT /api/admin/wallets/2 → 200.
    expect(change).toMatchObject({ state: 'pending', effective_at: null });
    expect(await checkoutAddress()).toBe(inForce);

    const own = await call('POST', `/api/admin/money-changes/${change.id}/approve`, {
      token: intruder.token,
    });
    expect(codeOf(own)).toBe('money_change_own');
    // Another admin whose factor is minutes old (an accomplice just enrolled) cannot either.
    const fresh = await call('POST', `/api/admin/money-changes/${change.id}/approve`, {
      token: first.token,
    });
    expect(fresh.statusCode).toBe(409);
    expect(codeOf(fresh)).toBe('money_change_factor_recent');
    expect(await checkoutAddress()).toBe(inForce);

    const cancelled = await call('POST', `/api/admin/money-changes/${change.id}/cancel`, {
      token: first.token,
    });
    expect(cancelled.json<MoneyChange>()).toMatchObject({
      state: 'cancelled',
      decided_by: first.email,
    });
  });
});

describe('dual control of where money goes', () => {
  it('applies a change only when another admin approves it under their own step-up', async () => {
    const proposer = await enrolledAdmin(testApp);
    const approver = await enrolledAdmin(testApp);
    tick(hours(25));
    await proposer.signInAgain();
    await approver.signInAgain();
    const address = 'TNewTreasuryAddressForUsdtPayment9';
    const change = await proposeAddress(proposer, address);
    expect(change).toMatchObject({ kind: 'wallet', state: 'pending', proposed_by: proposer.email });
    expect(change.fields).toContainEqual(
      expect.objectContaining({ field: 'address', after: address }),
    );
    // Senders never see it while it waits.
    expect(await checkoutAddress()).not.toBe(address);
    const pending = (await call('GET', '/api/admin/money-changes', { token: approver.token })).json<
      MoneyChange[]
    >();
    expect(pending.find((each) => each.id === change.id)?.state).toBe('pending');
    const mail = await waitForMailWith(testApp.config.DATA_DIR, approver.email, address);
    expect(mail.text).toContain(`${proposer.email} propuso cambiar una billetera de cripto`);
    expect(mail.text).toContain('No se aplica hasta que otro administrador lo apruebe');
    expect(mail.links.some((link) => link.includes('/admin/cancel-change?token='))).toBe(true);

    tick(6);
    const stale = await call('POST', `/api/admin/money-changes/${change.id}/approve`, {
      token: approver.token,
    });
    expect(codeOf(stale)).toBe('step_up_required');
    await approver.stepUp();
    const approved = await call('POST', `/api/admin/money-changes/${change.id}/approve`, {
      token: approver.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<MoneyChange>()).toMatchObject({
      state: 'applied',
      decided_by: approver.email,
    });
    expect(await checkoutAddress()).toBe(address);
    const again = await call('POST', `/api/admin/money-changes/${change.id}/approve`, {
      token: approver.token,
    });
    expect(codeOf(again)).toBe('money_change_decided');

    const audit = await auditEntries(call, approver.token, 'money_change', String(change.id));
    expect(audit.map((entry) => [entry.action, entry.actor_email])).toEqual([
      ['approve', approver.email],
      ['propose', proposer.email],
    ]);
  });

  it('refuses a second change of the same thing while one waits', async () => {
    const admin = await enrolledAdmin(testApp);
    const first = await proposeAddress(admin, 'TFirstPendingAddressForUsdt00001');
    const { id, ...wallet } = await usdtWallet(admin.token);
    const second = await call('PUT', `/api/admin/wallets/${id}`, {
      token: admin.token,
      payload: { ...wallet, address: 'TSecondAddress', active: true },
    });
    expect(codeOf(second)).toBe('money_change_pending');
    await call('POST', `/api/admin/money-changes/${first.id}/cancel`, { token: admin.token });
  });

  it('makes switching a checkout method and adding a receiving account proposals too', async () => {
    const admin = await enrolledAdmin(testApp);
    const gateway = await call('PUT', '/api/admin/gateways/payeer', {
      token: admin.token,
      payload: { enabled: false },
    });
    expect(gateway.json<MoneyChange>()).toMatchObject({ kind: 'gateway', state: 'pending' });
    const methods = await testApp.app.inject({ url: '/get_gateways' });
    expect(methods.json<{ name: string }[]>().map((method) => method.name)).toContain('payeer');

    const account = await call('POST', '/api/admin/receiving-accounts', {
      token: admin.token,
      payload: {
        method: 'zelle',
        currency: 'USD',
        label: 'Zelle nueva',
        account: 'nueva@giro.example',
        holder: 'Giro Envíos LLC',
        bank_name: '',
        swift: '',
        daily_limit: '1000',
        active: true,
      },
    });
    expect(account.json<MoneyChange>()).toMatchObject({
      kind: 'receiving_account',
      entity_id: null,
      state: 'pending',
    });
    const listed = await call('GET', '/api/admin/receiving-accounts', { token: admin.token });
    expect(listed.body).not.toContain('nueva@giro.example');
    for (const change of [gateway, account]) {
      await call('POST', `/api/admin/money-changes/${change.json<MoneyChange>().id}/cancel`, {
        token: admin.token,
      });
    }
  });
});
