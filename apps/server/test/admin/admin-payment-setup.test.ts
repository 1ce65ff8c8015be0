import type { MoneyChange } from '@giro/shared/admin/money-change-contracts';
import type {
  AdminGateway,
  AdminReceivingAccount,
  AdminWallet,
} from '@giro/shared/admin/operator-accounts-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type AdminCall, signedInAs } from './admin-client.ts';
import { type AdminSession, approvingAdmin } from './admin-sessions.ts';
import { auditEntries } from './audit-entries.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let call: AdminCall;
let token: string;
let approver: AdminSession;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('admin'));
  approver = await approvingAdmin(testApp);
});
afterAll(() => testApp.close());

const zelleAccount = {
  method: 'zelle',
  currency: 'USD',
  label: 'Zelle',
  account: 'cobros3@giro.example',
  holder: 'Giro Envíos LLC',
  bank_name: '',
  swift: '',
  daily_limit: '2500.50',
  active: true,
};

const usdtWallet = {
  currency: 'USDT',
  chain: 'Ethereum (ERC-20)',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  icon: '/coins/usdt.svg',
  active: true,
  position: 5,
};

/** The proposal answered, approved by the second admin: the change as applied. */
async function approved(proposed: LightMyRequestResponse): Promise<MoneyChange> {
  expect(proposed.statusCode, proposed.body).toBe(200);
  const { id } = proposed.json<MoneyChange>();
  const done = await call('POST', `/api/admin/money-changes/${id}/approve`, {
    token: approver.token,
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json<MoneyChange>();
}

describe('receiving accounts', () => {
  it('adds a Zelle account, changes its limit and disables it, each once approved and audited', async () => {
    const created = await approved(
      await call('POST', '/api/admin/receiving-accounts', { token, payload: zelleAccount }),
    );
    const id = Number(created.entity_id);
    const changed = await approved(
      await call('PUT', `/api/admin/receiving-accounts/${id}`, {
        token,
        payload: { ...zelleAccount, daily_limit: '1000', active: false },
      }),
    );
    expect(changed.fields).toEqual([
      { field: 'daily_limit', before: '2500.5', after: '1000' },
      { field: 'active', before: 'true', after: 'false' },
    ]);
    const list = (await call('GET', '/api/admin/receiving-accounts', { token })).json<
      AdminReceivingAccount[]
    >();
    expect(list.find((account) => account.id === id)).toEqual({
      ...zelleAccount,
      id,
      daily_limit: '1000',
      active: false,
    });
    const audit = await auditEntries(call, token, 'money_change', String(changed.id));
    expect(audit.map(({ action }) => action)).toEqual(['approve', 'propose']);
  });

  it('refuses an unknown currency, a zero limit and an unknown account', async () => {
    const unknown = await call('POST', '/api/admin/receiving-accounts', {
      token,
      payload: { ...zelleAccount, currency: 'XYZ' },
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ code: 'unknown_currency' });
    const zero = await call('POST', '/api/admin/receiving-accounts', {
      token,
      payload: { ...zelleAccount, daily_limit: '0' },
    });
    expect(zero.statusCode).toBe(422);
    const missing = await call('PUT', '/api/admin/receiving-accounts/99999', {
      token,
      payload: zelleAccount,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('wallets', () => {
  it('adds a wallet on a second network, then disables it', async () => {
    const created = await approved(
      await call('POST', '/api/admin/wallets', { token, payload: usdtWallet }),
    );
    const id = Number(created.entity_id);
    await approved(
      await call('PUT', `/api/admin/wallets/${id}`, {
        token,
        payload: { ...usdtWallet, active: false },
      }),
    );
    const list = (await call('GET', '/api/admin/wallets', { token })).json<AdminWallet[]>();
    expect(list.find((wallet) => wallet.id === id)).toEqual({ ...usdtWallet, id, active: false });
  });

  it('refuses a second wallet for the same currency and network when proposed', async () => {
    const [first] = (await call('GET', '/api/admin/wallets', { token })).json<AdminWallet[]>();
    if (first === undefined) throw new Error('no demo wallet');
    const { id: _id, ...copy } = first;
    const response = await call('POST', '/api/admin/wallets', { token, payload: copy });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'wallet_taken' });
  });
});

describe('gateways', () => {
  it('switches a method off once approved, and the checkout stops offering it at once', async () => {
    await approved(
      await call('PUT', '/api/admin/gateways/payeer', { token, payload: { enabled: false } }),
    );
    const offered = await testApp.app.inject({ method: 'GET', url: '/get_gateways' });
    expect(offered.json<{ name: string }[]>().map(({ name }) => name)).not.toContain('payeer');
    const listed = (await call('GET', '/api/admin/gateways', { token })).json<AdminGateway[]>();
    expect(listed.find((gateway) => gateway.name === 'payeer')?.enabled).toBe(false);
  });

  it('refuses a method that does not exist', async () => {
    const response = await call('PUT', '/api/admin/gateways/bank', {
      token,
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(422);
  });

  it('leaves where money goes to admins: an operator proposes nothing', async () => {
    const operator = await signedInAs(testApp, 'operator');
    for (const [method, url, payload] of [
      ['PUT', '/api/admin/gateways/payeer', { enabled: true }],
      ['POST', '/api/admin/wallets', usdtWallet],
      ['POST', '/api/admin/receiving-accounts', zelleAccount],
    ] as const) {
      const refused = await call(method, url, { token: operator, payload });
      expect(refused.json(), url).toMatchObject({ code: 'forbidden' });
    }
  });
});
