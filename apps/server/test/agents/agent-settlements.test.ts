import type { AgentCommissionMonth } from '@giro/shared/agents/agent-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../admin/audit-entries.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitForMail } from '../helpers/outbox.ts';
import { type AgentsWorld, agentsWorld } from './agent-fixtures.ts';

let testApp: TestApp;
let world: AgentsWorld;
let staff: string;
let agent: string;
let latePaid: string;
const email = 'settle-agent@agents.test';
const march = new Date('2026-03-05T09:00:00Z');

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  world = agentsWorld(testApp);
  staff = await world.staff();
  agent = await world.signedInAgent(staff, 'settle-agent', '30');
  const order = { agentHash: 'settle-agent', share: '30', createdAt: march };
  await world.insertOrder({ ...order, commission: '10.00' }); // 3.00
  await world.insertOrder({ ...order, commission: '3.35' }); // 1.005 → 1.01
  await world.insertOrder({ ...order, commission: '20.00', pricingCurrency: 'EUR' }); // 6.00
  latePaid = await world.insertOrder({ ...order, commission: '5.00', status: 'payment_submitted' });
});
afterAll(() => testApp.close());

const settle = (month: string, hash = 'settle-agent') =>
  world.call('POST', `/api/admin/agents/${hash}/settlements`, {
    token: staff,
    payload: { month },
  });

const commissions = async (token = agent): Promise<AgentCommissionMonth[]> =>
  (await world.get('/api/agent/commissions', token)).json().months;

describe('settling a month', () => {
  it('shows the month pending before it is settled', async () => {
    expect(await commissions()).toEqual([
      expect.objectContaining({
        month: '2026-03',
        currency: 'EUR',
        earned: '6.00',
        pending: '6.00',
      }),
      expect.objectContaining({
        month: '2026-03',
        currency: 'USD',
        earned: '4.01',
        pending: '4.01',
      }),
    ]);
  });

  it('settles what is pending in each currency and answers what it paid', async () => {
    const response = await settle('2026-03');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      month: '2026-03',
      settled: [
        { currency: 'EUR', amount: '6.00', transfers: 1 },
        { currency: 'USD', amount: '4.01', transfers: 2 },
      ],
    });
  });

  it('shows the agent the month settled, and each paid transfer settled', async () => {
    const months = await commissions();
    expect(months).toEqual([
      expect.objectContaining({ currency: 'EUR', settled: '6.00', pending: '0.00' }),
      expect.objectContaining({ currency: 'USD', settled: '4.01', pending: '0.00' }),
    ]);
    expect(months[0]?.settled_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const { transfers } = (await world.get('/api/agent/transfers?month=2026-03', agent)).json();
    const settledOf = (transfers as { reference: string; settled: boolean }[]).map((t) => [
      t.reference === latePaid,
      t.settled,
    ]);
    expect(settledOf).toContainEqual([true, false]);
    expect(settledOf.filter(([late]) => !late).every(([, settled]) => settled)).toBe(true);
  });

  it('mails the agent what was settled, in amounts formatted for its language', async () => {
    const mail = await waitForMail(testApp.config.DATA_DIR, email, 2);
    expect(mail.text).toContain('marzo de 2026');
    expect(mail.text).toContain('4,01 USD');
    expect(mail.text).toContain('6,00 EUR');
  });

  it('records the settlement in the audit log', async () => {
    const [entry] = await auditEntries(world.call, staff, 'agent', 'settle-agent');
    expect(entry).toMatchObject({
      action: 'settle',
      before: {
        month: '2026-03',
        settled: [
          { currency: 'EUR', settled: '0.00' },
          { currency: 'USD', settled: '0.00' },
        ],
      },
      after: {
        month: '2026-03',
        settled: [
          { currency: 'EUR', settled: '6.00' },
          { currency: 'USD', settled: '4.01' },
        ],
      },
    });
  });

  it('answers 409 nothing_to_settle the second time', async () => {
    const response = await settle('2026-03');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'nothing_to_settle' });
  });

  it('makes a transfer paid after the settlement pending, and settles only that', async () => {
    await world.changeStatus(latePaid, 'paid', new Date(Date.now() + 1000));
    const usd = (await commissions()).find((row) => row.currency === 'USD');
    expect(usd).toMatchObject({ earned: '5.51', settled: '4.01', pending: '1.50' });
    const response = await settle('2026-03');
    expect(response.json()).toEqual({
      month: '2026-03',
      settled: [{ currency: 'USD', amount: '1.50', transfers: 3 }],
    });
    expect((await commissions()).find((row) => row.currency === 'USD')).toMatchObject({
      settled: '5.51',
      pending: '0.00',
    });
    const console = await world.call('GET', '/api/admin/agents/settle-agent/commissions', {
      token: staff,
    });
    expect(console.json().months).toEqual(await commissions());
  });

  it('refuses a month that has not begun (422) and an unknown agent (404)', async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const future = await settle(next.toISOString().slice(0, 7));
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({ code: 'month_in_future' });
    expect((await settle('2026-03', 'nobody-here')).statusCode).toBe(404);
    const unknown = await world.call('GET', '/api/admin/agents/nobody-here/commissions', {
      token: staff,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('settles an agent without an account without mailing anyone', async () => {
    await world.createAgent(staff, 'no-account', '10');
    await world.insertOrder({
      agentHash: 'no-account',
      share: '10',
      commission: '9.99',
      createdAt: march,
    });
    const response = await settle('2026-03', 'no-account');
    expect(response.json()).toEqual({
      month: '2026-03',
      settled: [{ currency: 'USD', amount: '1.00', transfers: 1 }],
    });
  });
});
