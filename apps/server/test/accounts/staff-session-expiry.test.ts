import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, adminClient, signedInAs } from '../admin/admin-client.ts';
import { type AccountsClient, accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;
let client: AccountsClient;
let call: AdminCall;
let clock = new Date('2026-06-01T07:00:00Z');
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = accountsClient(testApp);
  call = adminClient(testApp);
});
afterAll(() => testApp.close());

const alive = async (token: string) =>
  (await client.get('/api/auth/user', { token })).statusCode === 200;

describe('staff sessions', () => {
  it('end after 30 idle minutes by default; each call keeps them alive', async () => {
    const token = await signedInAs(testApp, 'operator');
    tick(29);
    expect(await alive(token)).toBe(true);
    tick(29);
    expect(await alive(token)).toBe(true);
    tick(31);
    expect(await alive(token)).toBe(false);
    expect((await call('GET', '/api/admin/me', { token })).statusCode).toBe(401);
  });

  it('end 12 hours after sign-in, however busy', async () => {
    const token = await signedInAs(testApp, 'operator');
    // A call every 20 minutes for 11 h 40 min, then one at 11 h 59 min.
    for (let call = 0; call < 35; call += 1) {
      tick(20);
      expect(await alive(token)).toBe(true);
    }
    tick(19);
    expect(await alive(token)).toBe(true);
    tick(2);
    expect(await alive(token)).toBe(false);
  });

  it('follow the idle limit an admin sets, at once, and leave senders alone', async () => {
    const admin = await signedInAs(testApp, 'admin');
    const operator = await signedInAs(testApp, 'operator');
    const sender = await client.signedInUser('sara.sender@example.com');
    expect((await call('GET', '/api/admin/session-policy', { token: admin })).json()).toEqual({
      staff_idle_minutes: 30,
    });
    const byOperator = await call('PUT', '/api/admin/session-policy', {
      token: operator,
      payload: { staff_idle_minutes: 5 },
    });
    expect(byOperator.statusCode).toBe(403);
    const tooShort = await call('PUT', '/api/admin/session-policy', {
      token: admin,
      payload: { staff_idle_minutes: 1 },
    });
    expect(tooShort.statusCode).toBe(422);
    const set = await call('PUT', '/api/admin/session-policy', {
      token: admin,
      payload: { staff_idle_minutes: 10 },
    });
    expect(set.json()).toEqual({ staff_idle_minutes: 10 });

    tick(11);
    expect(await alive(operator)).toBe(false);
    expect(await alive(admin)).toBe(false);
    tick(24 * 60);
    expect(await alive(sender)).toBe(true);
  });
});
