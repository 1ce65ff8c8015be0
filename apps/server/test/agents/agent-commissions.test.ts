import type { OrderStatus } from '@giro/shared';
import type { AgentCommissionMonth, AgentTransfer } from '@giro/shared/agents/agent-contracts';
import Big from 'big.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ordersClient } from '../orders/orders-client.ts';
import { type AgentsWorld, agentsWorld } from './agent-fixtures.ts';

let testApp: TestApp;
let world: AgentsWorld;
let staff: string;
let agent: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  world = agentsWorld(testApp);
  staff = await world.staff();
  agent = await world.signedInAgent(staff, 'sums-agent', '50');
});
afterAll(() => testApp.close());

/** The rule, independently: commission × share / 100, half-up to cents, on paid statuses only. */
function expected(commission: string, share: string, status: OrderStatus): string {
  if (!['paid', 'processing', 'delivered'].includes(status)) return '0.00';
  return new Big(commission).times(share).div(100).round(2, Big.roundHalfUp).toFixed(2);
}

async function monthOf(month: string): Promise<{
  transfers: AgentTransfer[];
  months: AgentCommissionMonth[];
}> {
  const list = await world.get(`/api/agent/transfers?month=${month}`, agent);
  const commissions = await world.get('/api/agent/commissions', agent);
  return {
    transfers: list.json().transfers,
    months: commissions
      .json<{ months: AgentCommissionMonth[] }>()
      .months.filter((row) => row.month === month),
  };
}

describe('commission arithmetic', () => {
  it('rounds each transfer half-up to cents where a float would round down', async () => {
    const at = new Date('2025-01-15T10:00:00Z');
    const cases = [
      { commission: '1.15', share: '50', want: '0.58' }, // 1.15 * 50 / 100 is 0.57499… as a float
      { commission: '0.01', share: '50', want: '0.01' },
      { commission: '10.01', share: '33.3333', want: '3.34' },
      { commission: '999999999899.99', share: '100', want: '999999999899.99' },
      { commission: '7.77', share: '0', want: '0.00' },
    ];
    for (const { commission, share } of cases) {
      await world.insertOrder({ agentHash: 'sums-agent', commission, share, createdAt: at });
    }
    const { transfers, months } = await monthOf('2025-01');
    expect(transfers.map((t) => t.commission).sort()).toEqual(cases.map((c) => c.want).sort());
    expect(months).toEqual([
      {
        month: '2025-01',
        currency: 'USD',
        transfers: 5,
        earned: '999999999903.92',
        settled: '0.00',
        pending: '999999999903.92',
        settled_at: null,
      },
    ]);
  });

  it('sums per-transfer commissions to the month total, per currency (property)', async () => {
    const status = fc.constantFrom<OrderStatus>(
      'paid',
      'processing',
      'delivered',
      'awaiting_payment',
      'refunded',
    );
    const order = fc.record({
      cents: fc.integer({ min: 0, max: 99_999_999 }),
      share: fc.integer({ min: 0, max: 1_000_000 }),
      status,
      currency: fc.constantFrom('USD', 'EUR'),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 8 }), async (drawn) => {
        // Each run in its own month, so runs never see each other's transfers.
        const month = `${2010 + Math.floor(run / 12)}-${String((run % 12) + 1).padStart(2, '0')}`;
        run += 1;
        const createdAt = new Date(`${month}-28T23:59:59Z`);
        const want = new Map<string, Big>();
        for (const item of drawn) {
          const commission = new Big(item.cents).div(100).toFixed(2);
          const share = new Big(item.share).div(10_000).toFixed(4);
          await world.insertOrder({
            agentHash: 'sums-agent',
            commission,
            share,
            status: item.status,
            createdAt,
            pricingCurrency: item.currency,
          });
          const earned = expected(commission, share, item.status);
          want.set(item.currency, (want.get(item.currency) ?? new Big(0)).plus(earned));
        }
        const { transfers, months } = await monthOf(month);
        const summed = new Map<string, Big>();
        for (const transfer of transfers) {
          const total = summed.get(transfer.pricing_currency) ?? new Big(0);
          summed.set(transfer.pricing_currency, total.plus(transfer.commission));
        }
        for (const row of months) {
          expect(row.earned).toBe((summed.get(row.currency) ?? new Big(0)).toFixed(2));
          expect(row.earned).toBe((want.get(row.currency) ?? new Big(0)).toFixed(2));
          expect(row.pending).toBe(row.earned);
        }
        // A month with nothing earned in a currency is listed only when something earned.
        const earning = [...want].filter(([, total]) => total.gt(0)).map(([currency]) => currency);
        expect(months.map((row) => row.currency).sort()).toEqual(
          expect.arrayContaining(earning.sort()),
        );
      }),
      { numRuns: 30, seed: 17 },
    );
  });
});

describe("the agent's share when the order was created", () => {
  it('keeps an order’s share when the agent’s share changes later', async () => {
    const orders = ordersClient(testApp);
    const payload = {
      name: 'Agente Snapshot',
      active: true,
      destinations: ['CUP'],
      markup_percent: '0',
      commission_share_percent: '20',
    };
    const created = await world.call('POST', '/api/admin/agents', {
      token: staff,
      payload: { ...payload, hash: 'snap-agent' },
    });
    expect(created.json()).toMatchObject({ commission_share_percent: '20' });
    const sender = await orders.newSender();
    const placed = await orders.placed(
      sender,
      await orders.orderBody('zelle', { key: 'snap-agent' }),
    );
    const row = await orders.order(placed.reference);
    expect(row).toMatchObject({ agentHash: 'snap-agent', agentSharePercent: '20.0000' });

    const changed = await world.call('PUT', '/api/admin/agents/snap-agent', {
      token: staff,
      payload: { ...payload, commission_share_percent: '60' },
    });
    expect(changed.json()).toMatchObject({ commission_share_percent: '60' });
    await world.changeStatus(placed.reference, 'paid');

    const email = 'snap.agent@example.com';
    await world.invite(staff, 'snap-agent', email);
    const session = await world.acceptInvitation(email);
    const transfer = await world.get(`/api/agent/transfers/${placed.reference}`, session);
    expect(transfer.json().commission).toBe(expected(row.commission, '20', 'paid'));
  });

  it('leaves the share unchanged when an update omits it, and audits a change', async () => {
    const payload = {
      name: 'Agente Snapshot',
      active: true,
      destinations: ['CUP'],
      markup_percent: '1',
    };
    const saved = await world.call('PUT', '/api/admin/agents/snap-agent', {
      token: staff,
      payload,
    });
    expect(saved.json()).toMatchObject({ commission_share_percent: '60', markup_percent: '1' });
    const audit = await world.call('GET', '/api/admin/audit?entity=agent&entity_id=snap-agent', {
      token: staff,
    });
    const entries = audit.json().entries as { before: unknown; after: unknown }[];
    expect(entries).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ commission_share_percent: '20' }),
        after: expect.objectContaining({ commission_share_percent: '60' }),
      }),
    );
  });

  it('refuses a share over 100', async () => {
    const payload = {
      name: 'Agente Snapshot',
      active: true,
      destinations: ['CUP'],
      markup_percent: '1',
      commission_share_percent: '100.5',
    };
    const saved = await world.call('PUT', '/api/admin/agents/snap-agent', {
      token: staff,
      payload,
    });
    expect(saved.statusCode).toBe(422);
  });
});
