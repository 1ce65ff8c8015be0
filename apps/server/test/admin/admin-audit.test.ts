import type { AuditPage } from '@giro/shared/admin/audit-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type AdminCall, signedInAs } from './admin-client.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let call: AdminCall;
let operator: string;
let admin: string;

beforeAll(async () => {
  ({ testApp, call, token: operator } = await seededConsole('operator'));
  admin = await signedInAs(testApp, 'admin');
  const price = (token: string, price_usd: string) =>
    call('PUT', '/api/admin/pricing/crypto-prices/USDT', { token, payload: { price_usd } });
  await price(operator, '1.01');
  await price(admin, '0.99');
  await price(operator, '1');
  await call('PUT', '/api/admin/destinations/AIS', {
    token: admin,
    payload: { enabled: false, direct: false, notice_es: '', notice_en: '' },
  });
});
afterAll(() => testApp.close());

async function page(query: string): Promise<AuditPage> {
  const response = await call('GET', `/api/admin/audit?${query}`, { token: operator });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>();
}

const prices = (audit: AuditPage) =>
  audit.entries.map((entry) => (entry.after as { price_usd?: string }).price_usd);

describe('GET /api/admin/audit', () => {
  it('lists every change newest first, with who and when', async () => {
    const { entries } = await page('');
    expect(entries.map((entry) => entry.entity)).toEqual([
      'destination',
      'crypto_price',
      'crypto_price',
      'crypto_price',
    ]);
    expect(entries[0]).toMatchObject({
      actor_email: expect.stringMatching(/^admin\./),
      at: expect.any(String),
    });
  });

  it('filters by entity', async () => {
    expect(prices(await page('entity=crypto_price'))).toEqual(['1', '0.99', '1.01']);
  });

  it('filters by actor email, in any case', async () => {
    const { entries } = await page('');
    const email = entries[0]?.actor_email ?? '';
    const audit = await page(`actor=${encodeURIComponent(email.toUpperCase())}`);
    expect(audit.entries.map((entry) => entry.entity)).toEqual(['destination', 'crypto_price']);
  });

  it('pages with `next`', async () => {
    const first = await page('entity=crypto_price&limit=2');
    expect(prices(first)).toEqual(['1', '0.99']);
    expect(first.next).not.toBeNull();
    const second = await page(`entity=crypto_price&limit=2&before=${first.next}`);
    expect(prices(second)).toEqual(['1.01']);
    expect(second.next).toBeNull();
  });
});
