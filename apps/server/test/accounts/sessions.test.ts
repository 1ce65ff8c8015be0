import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsClient, accountsClient, testPassword } from '../helpers/accounts.ts';
import { waitForMailWith } from '../helpers/outbox.ts';
import { type TwoInstances, twoInstances } from '../helpers/two-instances.ts';

let instances: TwoInstances;
let onA: AccountsClient;
let onB: AccountsClient;
let clock = new Date('2026-05-04T08:00:00Z');
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

beforeAll(async () => {
  instances = await twoInstances({ now: () => clock });
  onA = accountsClient(instances.instanceA);
  onB = accountsClient(instances.instanceB);
});
afterAll(() => instances.close());

async function signIn(email: string, userAgent: string, ip: string): Promise<string> {
  const response = await onA.signIn(email, testPassword, { userAgent, ip });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

type Listed = {
  id: string;
  current: boolean;
  browser: string;
  system: string;
  device: string;
  ip: string;
};

describe("a person's sessions", () => {
  it('lists each with its browser, system, address and times, this one marked', async () => {
    await onA.registerActive('lena@example.com');
    const onPhone = await signIn('lena@example.com', phone, '198.51.100.7');
    tick(5);
    const onLaptop = await signIn('lena@example.com', laptop, '198.51.100.8');
    tick(2);
    await onB.get('/api/auth/user', { token: onPhone, ip: '198.51.100.9' });

    const listed = await onB.get('/api/account/sessions', { token: onLaptop, ip: '198.51.100.8' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      {
        id: expect.any(String),
        current: false,
        browser: 'Chrome 131',
        system: 'Android 14',
        device: 'mobile',
        ip: '198.51.100.9',
        created_at: '2026-05-04T08:00:00.000Z',
        last_seen_at: '2026-05-04T08:07:00.000Z',
      },
      {
        id: expect.any(String),
        current: true,
        browser: 'Safari 17',
        system: 'macOS Sonoma',
        device: 'desktop',
        ip: '198.51.100.8',
        created_at: '2026-05-04T08:05:00.000Z',
        // This very request counts as a use.
        last_seen_at: '2026-05-04T08:07:00.000Z',
      },
    ]);
  });

  it('ends one: its token gets 401 at once, on every instance', async () => {
    await onA.registerActive('mara@example.com');
    const lost = await signIn('mara@example.com', phone, '198.51.100.10');
    const kept = await signIn('mara@example.com', laptop, '198.51.100.11');
    expect((await onB.get('/api/auth/user', { token: lost })).statusCode).toBe(200);

    const items = (await onA.get('/api/account/sessions', { token: kept })).json<{
      items: Listed[];
    }>().items;
    const target = items.find((item) => !item.current);
    const ended = await onA.del(`/api/account/sessions/${target?.id}`, { token: kept });
    expect(ended.statusCode).toBe(204);
    expect((await onB.get('/api/auth/user', { token: lost })).statusCode).toBe(401);
    expect((await onA.get('/api/auth/user', { token: lost })).statusCode).toBe(401);
    expect((await onB.get('/api/auth/user', { token: kept })).statusCode).toBe(200);
    const again = await onA.del(`/api/account/sessions/${target?.id}`, { token: kept });
    expect(again.statusCode).toBe(404);
  });

  it("never ends another person's session", async () => {
    await onA.registerActive('nora@example.com');
    await onA.registerActive('olga@example.com');
    const nora = await signIn('nora@example.com', phone, '198.51.100.12');
    const olga = await signIn('olga@example.com', phone, '198.51.100.13');
    const [olgaSession] = (await onA.get('/api/account/sessions', { token: olga })).json<{
      items: Listed[];
    }>().items;
    const refused = await onA.del(`/api/account/sessions/${olgaSession?.id}`, { token: nora });
    expect(refused.statusCode).toBe(404);
    expect((await onB.get('/api/auth/user', { token: olga })).statusCode).toBe(200);
  });

  it('ends every other session, on every instance', async () => {
    await onA.registerActive('paz@example.com');
    const others = [
      await signIn('paz@example.com', phone, '198.51.100.14'),
      await signIn('paz@example.com', laptop, '198.51.100.15'),
    ];
    const mine = await signIn('paz@example.com', laptop, '198.51.100.16');
    const ended = await onB.post('/api/account/sessions/end-others', undefined, { token: mine });
    expect(ended.json()).toEqual({ ended: 2 });
    for (const token of others) {
      expect((await onA.get('/api/auth/user', { token })).statusCode).toBe(401);
    }
    const listed = (await onA.get('/api/account/sessions', { token: mine })).json<{
      items: Listed[];
    }>();
    expect(listed.items).toHaveLength(1);
  });

  it('ends the others when the password changes, and mails the person', async () => {
    await onA.registerActive('rita@example.com');
    const other = await signIn('rita@example.com', phone, '198.51.100.17');
    const mine = await signIn('rita@example.com', laptop, '198.51.100.18');
    const changed = await onA.post(
      '/api/user/update-password',
      { password: 'nueva-clave-77', confirm: 'nueva-clave-77', current_password: testPassword },
      { token: mine },
    );
    expect(changed.statusCode).toBe(200);
    expect((await onB.get('/api/auth/user', { token: other })).statusCode).toBe(401);
    expect((await onB.get('/api/auth/user', { token: mine })).statusCode).toBe(200);
    const mail = await waitForMailWith(
      instances.instanceA.config.DATA_DIR,
      'rita@example.com',
      'contraseña',
    );
    expect(mail.text).toContain('La contraseña de su cuenta cambió el 4 de mayo de 2026');
  });
});
