import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../src/modules/admin/first-admin.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { enrolTotp } from '../helpers/second-factor.ts';
import { adminClient } from './admin-client.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('the first admin when ADMIN_EMAIL already has a sender account', () => {
  it('promotes that account, active, with ADMIN_PASSWORD', async () => {
    const accounts = accountsClient(testApp);
    await accounts.signUp('Rosa@giro.test');
    const config = { ADMIN_EMAIL: 'rosa@giro.test', ADMIN_PASSWORD: 'rosa-admin-2024' };
    expect(await ensureFirstAdmin(testApp.db, config)).toBe('promoted');
    const { token } = (await accounts.signIn(config.ADMIN_EMAIL, config.ADMIN_PASSWORD)).json();
    await enrolTotp(testApp, accounts, token);
    const me = await adminClient(testApp)('GET', '/api/admin/me', { token });
    expect(me.json()).toMatchObject({ email: 'Rosa@giro.test', role: 'admin' });
  });
});
