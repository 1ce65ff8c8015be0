import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteCounts } from '../../src/modules/pricing/pricing-tables.ts';
import type { AdminCall } from '../admin/admin-client.ts';
import { seededConsole } from '../admin/seeded-console.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { insertAgent, insertOrders, insertSender, type OrderSpec } from './dashboard-orders.ts';

let testApp: TestApp;
let call: AdminCall;
let token: string;

const at = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();

/** Delivered `seconds` after it was paid, paid an hour after it was created. */
const deliveredAfter = (createdAt: string, seconds: number): OrderSpec['history'] => [
  { to: 'paid', at: at(createdAt, 3600) },
  { to: 'processing', at: at(createdAt, 3700) },
  { to: 'delivered', at: at(createdAt, 3600 + seconds) },
];

// 1–3 March 2026 (UTC): three corridors, one of them priced in two currencies, two agents.
const march: OrderSpec[] = [
  {
    createdAt: '2026-03-01T00:00:00.000Z',
    status: 'delivered',
    principal: '100.00',
    commission: '4.00',
    agentHash: 'agente-uno',
    history: deliveredAfter('2026-03-01T00:00:00.000Z', 3600),
  },
  {
    createdAt: '2026-03-01T10:00:00.000Z',
    status: 'paid',
    principal: '50.50',
    commission: '2.02',
    agentHash: 'agente-uno',
  },
  {
    createdAt: '2026-03-02T12:00:00.000Z',
    status: 'awaiting_payment',
    principal: '70.00',
    commission: '2.80',
    agentHash: 'agente-uno',
  },
  {
    createdAt: '2026-03-03T23:59:59.999Z',
    status: 'delivered',
    principal: '200.00',
    commission: '8.00',
    agentHash: 'agente-dos',
    history: deliveredAfter('2026-03-03T23:59:59.999Z', 7200),
  },
  {
    createdAt: '2026-03-02T08:00:00.000Z',
    status: 'refunded',
    principal: '30.00',
    commission: '1.20',
  },
  {
    createdAt: '2026-03-02T09:00:00.000Z',
    status: 'processing',
    payment: 'EUR',
    principal: '80.00',
    commission: '3.20',
    agentHash: 'agente-dos',
  },
  {
    createdAt: '2026-03-02T10:00:00.000Z',
    status: 'delivered',
    payment: 'EUR',
    principal: '40.00',
    commission: '1.60',
    history: deliveredAfter('2026-03-02T10:00:00.000Z', 1800),
  },
  // Paid in EUR but priced in USD: its own corridor row. Delivered without history: no median.
  {
    createdAt: '2026-03-03T11:00:00.000Z',
    status: 'delivered',
    payment: 'EUR',
    pricing: 'USD',
    principal: '10.00',
    commission: '0.40',
  },
  // Just outside the range on either side.
  {
    createdAt: '2026-02-28T23:59:59.999Z',
    status: 'delivered',
    principal: '999.00',
    commission: '9.99',
    agentHash: 'agente-dos',
  },
  {
    createdAt: '2026-03-04T00:00:00.000Z',
    status: 'delivered',
    principal: '999.00',
    commission: '9.99',
    agentHash: 'agente-dos',
  },
];

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
  await insertAgent(testApp, 'agente-uno', 'Agente Uno');
  await insertAgent(testApp, 'agente-dos', 'Agente Dos');
  await insertOrders(testApp, await insertSender(testApp), march);
  await testApp.db.insert(quoteCounts).values([
    { day: '2026-02-28', paymentCurrency: 'USD', destinationCurrency: 'CUP', count: 100 },
    { day: '2026-03-01', paymentCurrency: 'USD', destinationCurrency: 'CUP', count: 5 },
    { day: '2026-03-03', paymentCurrency: 'EUR', destinationCurrency: 'CUP', count: 7 },
    { day: '2026-03-04', paymentCurrency: 'USD', destinationCurrency: 'CUP', count: 9 },
  ]);
});
afterAll(() => testApp.close());

async function dashboard(from: string, to: string): Promise<Dashboard> {
  const response = await call('GET', `/api/admin/dashboard?from=${from}&to=${to}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

describe('GET /api/admin/dashboard', () => {
  it('counts orders per corridor and sums the principal of its paid transfers per pricing currency', async () => {
    expect((await dashboard('2026-03-01', '2026-03-03')).corridors).toEqual([
      {
        payment_currency: 'USD',
        destination_currency: 'CUP',
        pricing_currency: 'USD',
        orders: 5,
        paid: 3,
        volume: '350.50',
      },
      {
        payment_currency: 'EUR',
        destination_currency: 'CUP',
        pricing_currency: 'EUR',
        orders: 2,
        paid: 2,
        volume: '120.00',
      },
      {
        payment_currency: 'EUR',
        destination_currency: 'CUP',
        pricing_currency: 'USD',
        orders: 1,
        paid: 1,
        volume: '10.00',
      },
    ]);
  });

  it('sums the commission of paid transfers per creation day and currency, as decimal strings', async () => {
    expect((await dashboard('2026-03-01', '2026-03-03')).commission_per_day).toEqual([
      { day: '2026-03-01', currency: 'USD', amount: '6.02' },
      { day: '2026-03-02', currency: 'EUR', amount: '4.80' },
      { day: '2026-03-03', currency: 'USD', amount: '8.40' },
    ]);
  });

  it('counts orders by status and the funnel from the quotes counted on the range days', async () => {
    const { orders_by_status, funnel } = await dashboard('2026-03-01', '2026-03-03');
    expect(orders_by_status).toEqual([
      { status: 'delivered', orders: 4 },
      { status: 'awaiting_payment', orders: 1 },
      { status: 'paid', orders: 1 },
      { status: 'processing', orders: 1 },
      { status: 'refunded', orders: 1 },
    ]);
    // Paid: every order that got its money, the refunded one included.
    expect(funnel).toEqual({ quotes: 12, orders: 8, paid: 7, delivered: 4 });
  });

  it('ranks agents by paid transfers, then orders, with their paid volume per currency', async () => {
    expect((await dashboard('2026-03-01', '2026-03-03')).top_agents).toEqual([
      {
        hash: 'agente-uno',
        name: 'Agente Uno',
        orders: 3,
        paid: 2,
        volume: [{ currency: 'USD', amount: '150.50' }],
      },
      {
        hash: 'agente-dos',
        name: 'Agente Dos',
        orders: 2,
        paid: 2,
        volume: [
          { currency: 'EUR', amount: '80.00' },
          { currency: 'USD', amount: '200.00' },
        ],
      },
    ]);
  });

  it("includes both edge days whole: the first day's midnight and the last day's last millisecond", async () => {
    const first = await dashboard('2026-03-01', '2026-03-01');
    expect(first.funnel).toEqual({ quotes: 5, orders: 2, paid: 2, delivered: 1 });
    const last = await dashboard('2026-03-03', '2026-03-03');
    expect(last.funnel).toEqual({ quotes: 7, orders: 2, paid: 2, delivered: 2 });
    // One order each: the corridors then come by payment currency.
    expect(last.corridors.map((corridor) => corridor.volume)).toEqual(['10.00', '200.00']);
  });

  it('answers empty aggregates for a range without orders', async () => {
    expect(await dashboard('2025-01-01', '2025-01-31')).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      corridors: [],
      commission_per_day: [],
      orders_by_status: [],
      funnel: { quotes: 0, orders: 0, paid: 0, delivered: 0 },
      median_paid_to_delivered_seconds: null,
      top_agents: [],
    });
  });
});

/** The median as statistics defines it: the middle value, or the mean of the two middle ones. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? 0);
}

describe('GET /api/admin/dashboard: median time from paid to delivered', () => {
  it('takes the first paid and the delivered row of each delivered order', async () => {
    expect((await dashboard('2026-03-01', '2026-03-03')).median_paid_to_delivered_seconds).toBe(
      median([3600, 7200, 1800]),
    );
  });

  it('interpolates between the two middle orders of an even count', async () => {
    const durations = [100, 250, 400, 1000];
    const day = '2026-05-10T';
    const user = await insertSender(testApp);
    await insertOrders(
      testApp,
      user,
      durations.map((seconds, index) => {
        const createdAt = `${day}0${index}:00:00.000Z`;
        return { createdAt, status: 'delivered', history: deliveredAfter(createdAt, seconds) };
      }),
    );
    // A second `paid` row (paid again after a correction) does not move the start.
    await insertOrders(testApp, user, [
      {
        createdAt: `${day}09:00:00.000Z`,
        status: 'processing',
        history: [{ to: 'paid', at: `${day}09:10:00.000Z` }],
      },
    ]);
    const { median_paid_to_delivered_seconds } = await dashboard('2026-05-10', '2026-05-10');
    expect(median_paid_to_delivered_seconds).toBe(median(durations));
    expect(median_paid_to_delivered_seconds).toBe(325);
  });
});

describe('GET /api/admin/dashboard: top agents', () => {
  it('lists at most ten agents, the most paid transfers first', async () => {
    const user = await insertSender(testApp);
    const specs: OrderSpec[] = [];
    for (let agent = 1; agent <= 12; agent += 1) {
      const hash = `ranking-${String(agent).padStart(2, '0')}`;
      await insertAgent(testApp, hash, `Agente ${agent}`);
      // Agent n brings n paid transfers on 20 June.
      for (let order = 0; order < agent; order += 1) {
        specs.push({
          createdAt: `2026-06-20T${String(order).padStart(2, '0')}:00:00.000Z`,
          status: 'paid',
          principal: '10.00',
          agentHash: hash,
        });
      }
    }
    await insertOrders(testApp, user, specs);
    const { top_agents } = await dashboard('2026-06-20', '2026-06-20');
    expect(top_agents.map((agent) => agent.paid)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(top_agents[0]).toEqual({
      hash: 'ranking-12',
      name: 'Agente 12',
      orders: 12,
      paid: 12,
      volume: [{ currency: 'USD', amount: '120.00' }],
    });
  });
});
