import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../../src/modules/accounts/demo-credentials.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, waitForMailWith } from '../helpers/outbox.ts';
import { enrolTotp, totpCode } from '../helpers/second-factor.ts';
import { type AdminCall, adminClient, newAccount, signedInAs } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';

let testApp: TestApp;
let call: AdminCall;
let clock = new Date('2026-07-01T10:00:05Z');
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  call = adminClient(testApp);
});
afterAll(() => testApp.close());

const newAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

async function walletBody(token: string) {
  const [wallet] = (await call('GET', '/api/admin/wallets', { token })).json<
    { id: number; currency: string; chain: string; icon: string; position: number }[]
  >();
  if (wallet === undefined) throw new Error('no seeded wallet');
  const { id, ...body } = wallet;
  return { id, body: { ...body, address: newAddress, active: true } };
}

describe('changing where money goes', () => {
  it('is refused to an operator (PUT /api/admin/wallets/1 answered 200 before)', async () => {
    const operator = await signedInAs(testApp, 'operator');
    const { id, body } = await walletBody(operator);
    const refused = await call('PUT', `/api/admin/wallets/${id}`, {
      token: operator,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('forbidden');
    const account = await call('POST', '/api/admin/receiving-accounts', {
      token: operator,
      payload: {},
    });
    expect(codeOf(account)).toBe('forbidden');
  });

  it('asks an admin for the second factor again after 5 minutes, then mails every admin', async () => {
    const { email, password } = await newAccount(testApp, 'admin');
    const client = accountsClient(testApp);
    const token = (await client.signIn(email, password)).json<{ token: string }>().token;
    const { secret } = await enrolTotp(testApp, client, token);
    tick(6);
    const { id, body } = await walletBody(token);
    const stale = await call('PUT', `/api/admin/wallets/${id}`, { token, payload: body });
    expect(stale.statusCode).toBe(403);
    expect(codeOf(stale)).toBe('step_up_required');

    const stepUp = await client.post(
      '/api/account/step-up',
      { method: 'totp', code: totpCode(testApp, secret) },
      { token },
    );
    expect(stepUp.statusCode).toBe(200);
    const saved = await call('PUT', `/api/admin/wallets/${id}`, { token, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ address: newAddress });

    const [entry] = await auditEntries(call, token, 'wallet', String(id));
    expect(entry).toMatchObject({ action: 'update', after: { address: newAddress } });
    for (const admin of [demoStaff.admin.email, email]) {
      const mail = await waitForMailWith(testApp.config.DATA_DIR, admin, newAddress);
      expect(mail.text).toContain(`${email} cambió una billetera de cripto (n.º ${id})`);
      expect(mail.text).toMatch(new RegExp(`Dirección: \\S+ → ${newAddress}`));
    }
    // Operators are not told (the admins' mails above were enqueued in the same transaction).
    const operatorMails = await mailsTo(testApp.config.DATA_DIR, demoStaff.operator.email);
    expect(operatorMails.filter((mail) => mail.text.includes(newAddress))).toEqual([]);
  });
});
