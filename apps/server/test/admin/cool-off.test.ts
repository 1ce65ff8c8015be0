import type { CoolOff, MoneyChange } from '@giro/shared/admin/money-change-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, waitForMailWith } from '../helpers/outbox.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { type AdminCall, adminClient } from './admin-client.ts';
import { type AdminSession, enrolledAdmin } from './admin-sessions.ts';
import { auditEntries } from './audit-entries.ts';

// The only admin with a second factor (the demo admin has none yet): nobody can approve.
let testApp: TestApp;
let call: AdminCall;
let admin: AdminSession;
let clock = new Date('2026-07-01T10:00:05Z');
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  call = adminClient(testApp);
  admin = await enrolledAdmin(testApp);
});
afterAll(() => testApp.close());

const accountBody = (account: string) => ({
  method: 'zelle',
  currency: 'USD',
  label: 'Zelle',
  account,
  holder: 'Giro Envíos LLC',
  bank_name: '',
  swift: '',
  daily_limit: '2500',
  active: true,
});

async function receivingAccounts(): Promise<string> {
  return (await call('GET', '/api/admin/receiving-accounts', { token: admin.token })).body;
}

/** A fresh sign-in (password, then the app) a minute on: its factor is proven now. */
async function freshSession() {
  tick(1);
  await admin.signInAgain();
}

async function propose(account: string): Promise<MoneyChange> {
  await freshSession();
  const proposed = await call('POST', '/api/admin/receiving-accounts', {
    token: admin.token,
    payload: accountBody(account),
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  return proposed.json<MoneyChange>();
}

/** The cool-off job as the queue runs it when its time comes (pg-boss keeps its own clock). */
async function runCoolOff(change: MoneyChange) {
  const { app } = testApp;
  await app.jobs.enqueue(app.db, 'money-changes.cool-off', { id: change.id });
}

async function state(change: MoneyChange) {
  const list = (await call('GET', '/api/admin/money-changes', { token: admin.token })).json<
    MoneyChange[]
  >();
  return list.find((each) => each.id === change.id)?.state;
}

describe('a change with a single admin', () => {
  it('waits out the 24-hour cool-off, mailed to every admin with a link to cancel it, then applies', async () => {
    const change = await propose('solo@giro.example');
    expect(change.effective_at).toBe(new Date(clock.getTime() + 24 * 3_600_000).toISOString());
    const mail = await waitForMailWith(testApp.config.DATA_DIR, admin.email, 'solo@giro.example');
    expect(mail.text).toContain('No hay otro administrador que pueda aprobarlo');
    // The demo admin, without a factor yet, is told too.
    await waitForMailWith(testApp.config.DATA_DIR, 'admin@giro.example', 'solo@giro.example');

    // A run before its time (clocks differ) applies nothing.
    await runCoolOff(change);
    tick(60);
    await freshSession();
    expect(await state(change)).toBe('pending');
    expect(await receivingAccounts()).not.toContain('solo@giro.example');

    tick(23 * 60 + 1);
    await runCoolOff(change);
    await freshSession();
    await waitUntil(async () => (await state(change)) === 'applied', { what: 'the cool-off' });
    expect(await receivingAccounts()).toContain('solo@giro.example');
    const [entry] = await auditEntries(call, admin.token, 'money_change', String(change.id));
    expect(entry).toMatchObject({ action: 'apply_after_cool_off', actor_email: 'system' });
    await waitForMailWith(testApp.config.DATA_DIR, admin.email, 'se aplicó al terminar su espera');
  });

  it('is cancelled by the mailed link, after a click, without signing in', async () => {
    const change = await propose('cancelada@giro.example');
    const mail = await waitForMailWith(
      testApp.config.DATA_DIR,
      admin.email,
      'cancelada@giro.example',
    );
    const link = new URL(mail.links.find((each) => each.includes('/admin/cancel-change')) ?? '');
    expect(link.pathname).toBe('/admin/cancel-change');
    const token = link.searchParams.get('token') ?? '';
    const anonymous = adminClient(testApp);
    const checked = await anonymous('POST', '/api/money-changes/cancel/check', {
      payload: { token },
    });
    expect(checked.json<{ change: MoneyChange }>().change).toMatchObject({
      id: change.id,
      state: 'pending',
    });
    const forged = await anonymous('POST', '/api/money-changes/cancel', {
      payload: { token: `${token.split('.')[0]}.forged` },
    });
    expect(forged.statusCode).toBe(400);
    const cancelled = await anonymous('POST', '/api/money-changes/cancel', { payload: { token } });
    expect(cancelled.json<{ change: MoneyChange }>().change).toMatchObject({
      state: 'cancelled',
      decided_by: admin.email,
    });
    tick(25 * 60);
    await runCoolOff(change);
    await freshSession();
    const mails = await mailsTo(testApp.config.DATA_DIR, admin.email);
    await waitUntil(
      async () =>
        (await mailsTo(testApp.config.DATA_DIR, admin.email)).some((each) =>
          each.text.includes(`se canceló: lo canceló ${admin.email}`),
        ),
      { what: 'the cancel mail' },
    );
    expect(mails.length).toBeGreaterThan(0);
    expect(await state(change)).toBe('cancelled');
    expect(await receivingAccounts()).not.toContain('cancelada@giro.example');
  });
});

describe('the cool-off setting', () => {
  it('lengthens at once, but a shorter one is a change of its own', async () => {
    await freshSession();
    const longer = await call('PUT', '/api/admin/money-changes/cool-off', {
      token: admin.token,
      payload: { hours: 48 },
    });
    expect(longer.json<CoolOff>()).toEqual({ hours: 48, pending: null });
    const shorter = await call('PUT', '/api/admin/money-changes/cool-off', {
      token: admin.token,
      payload: { hours: 24 },
    });
    const answer = shorter.json<CoolOff>();
    expect(answer.hours).toBe(48);
    expect(answer.pending).toMatchObject({ kind: 'cool_off', state: 'pending' });
    expect(answer.pending?.effective_at).toBe(
      new Date(clock.getTime() + 48 * 3_600_000).toISOString(),
    );
    const tooShort = await call('PUT', '/api/admin/money-changes/cool-off', {
      token: admin.token,
      payload: { hours: 1 },
    });
    expect(tooShort.statusCode).toBe(422);
  });
});
