import type {
  AdminGateway,
  AdminReceivingAccount,
  AdminWallet,
} from '@giro/shared/admin/operator-accounts-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import type { AdminCall } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let call: AdminCall;
let token: string;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('admin'));
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

describe('receiving accounts', () => {
  it('adds a Zelle account, changes its limit and disables it, auditing each change', async () => {
    const created = await call('POST', '/api/admin/receiving-accounts', {
      token,
      payload: zelleAccount,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<AdminReceivingAccount>();
    const changed = await call('PUT', `/api/admin/receiving-accounts/${id}`, {
      token,
      payload: { ...zelleAccount, daily_limit: '1000', active: false },
    });
    expect(changed.json()).toEqual({ ...zelleAccount, id, daily_limit: '1000', active: false });

    const list = (await call('GET', '/api/admin/receiving-accounts', { token })).json<
      AdminReceivingAccount[]
    >();
    expect(list.filter((account) => account.method === 'zelle').length).toBeGreaterThan(1);
    const audit = await auditEntries(call, token, 'receiving_account', String(id));
    expect(audit.map(({ action, before, after }) => [action, before, after])).toEqual([
      [
        'update',
        expect.objectContaining({ daily_limit: '2500.5', active: true }),
        expect.objectContaining({ daily_limit: '1000', active: false }),
      ],
      ['create', null, expect.objectContaining({ account: 'cobros3@giro.example' })],
    ]);
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
  it('adds a wallet on a second network, then disables it, auditing both', async () => {
    const created = await call('POST', '/api/admin/wallets', { token, payload: usdtWallet });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<AdminWallet>();
    const disabled = await call('PUT', `/api/admin/wallets/${id}`, {
      token,
      payload: { ...usdtWallet, active: false },
    });
    expect(disabled.json()).toEqual({ ...usdtWallet, id, active: false });
    const audit = await auditEntries(call, token, 'wallet', String(id));
    expect(audit.map((entry) => entry.action)).toEqual(['update', 'create']);
  });

  it('refuses a second wallet for the same currency and network', async () => {
    const [first] = (await call('GET', '/api/admin/wallets', { token })).json<AdminWallet[]>();
    if (first === undefined) throw new Error('no demo wallet');
    const { id: _id, ...copy } = first;
    const response = await call('POST', '/api/admin/wallets', { token, payload: copy });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'wallet_taken' });
  });
});

describe('gateways', () => {
  it('switches a method off and the checkout stops offering it at once', async () => {
    const response = await call('PUT', '/api/admin/gateways/payeer', {
      token,
      payload: { enabled: false },
    });
    expect(response.json()).toMatchObject({ name: 'payeer', enabled: false });
    const offered = await testApp.app.inject({ method: 'GET', url: '/get_gateways' });
    expect(offered.json<{ name: string }[]>().map(({ name }) => name)).not.toContain('payeer');
    const listed = (await call('GET', '/api/admin/gateways', { token })).json<AdminGateway[]>();
    expect(listed.find((gateway) => gateway.name === 'payeer')?.enabled).toBe(false);
    const [entry] = await auditEntries(call, token, 'gateway', 'payeer');
    expect(entry).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('refuses a method that does not exist', async () => {
    const response = await call('PUT', '/api/admin/gateways/bank', {
      token,
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(422);
  });
});
