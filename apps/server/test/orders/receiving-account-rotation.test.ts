import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivingAccounts } from '../../src/modules/receiving-accounts/receiving-accounts-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type OrdersClient, ordersClient, type Sender } from './orders-client.ts';

// 23:30 in Havana on 10 March 2025 (UTC−4): the business day ends half an hour later.
let clock = new Date('2025-03-11T03:30:00Z');
let testApp: TestApp;
let client: OrdersClient;
let sender: Sender;

const first = 'pagos@giro.example';
const second = '+1 305 555 0187';

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, now: () => clock });
  client = ordersClient(testApp);
  sender = await client.newSender();
  // Small limits: 300 USD for the first demo Zelle account, 200 USD for the second.
  await testApp.db
    .update(receivingAccounts)
    .set({ dailyLimit: '300.00' })
    .where(eq(receivingAccounts.account, first));
  await testApp.db
    .update(receivingAccounts)
    .set({ dailyLimit: '200.00' })
    .where(eq(receivingAccounts.account, second));
});
afterAll(() => testApp.close());

interface Placed {
  account: string | undefined;
  reference: string | undefined;
  code: string | undefined;
}

/** A Zelle order of `amount` USD principal, to CUP: total = amount × 1.03 + 1. */
async function zelleOrder(amount: string): Promise<Placed> {
  const response = await client.createOrder(sender, await client.orderBody('zelle', { amount }));
  const answer = response.json<{
    result?: { reference: string; fiat_account: { account: string } | null };
    code?: string;
  }>();
  return {
    account: answer.result?.fiat_account?.account,
    reference: answer.result?.reference,
    code: answer.code,
  };
}

const accountFor = async (amount: string) => (await zelleOrder(amount)).account;

describe('Zelle orders rotate over the operator accounts', () => {
  let tight: Placed;

  it('sends each order to the account that received least today, within its daily limit', async () => {
    expect(await accountFor('100')).toBe(first); // 104.00: first 104.00
    expect(await accountFor('50')).toBe(second); // 52.50: second 52.50
    expect(await accountFor('60')).toBe(second); // 62.80: second 115.30
    expect(await accountFor('150')).toBe(first); // 155.50: first 259.50
    tight = await zelleOrder('80'); // 83.40: second 198.70
    expect(tight.account).toBe(second);
    // 40.14 would take the second past 200: the first still has room.
    expect(await accountFor('38')).toBe(first); // first 299.64
    expect((await zelleOrder('101')).code).toBe('receiving_account_unavailable');
  });

  it('does not count orders that were cancelled, expired or failed', async () => {
    const order = await client.order(tight.reference ?? '');
    await testApp.app.orders.changeStatus(order.id, 'cancelled', 'system', 'test');
    expect(await accountFor('70')).toBe(second); // 73.10: second 188.40
  });

  it('starts a new day at midnight in Havana', async () => {
    clock = new Date('2025-03-11T04:00:00Z');
    expect(await accountFor('110')).toBe(first);
    expect(await accountFor('120')).toBe(second);
  });

  it('skips an inactive account', async () => {
    await testApp.db
      .update(receivingAccounts)
      .set({ active: false })
      .where(eq(receivingAccounts.account, first));
    expect(await accountFor('40')).toBe(second);
  });
});
