import type {
  ReconciliationReport,
  StatementLine,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReconciliationConsole, reconciliationConsole } from './reconciliation-console.ts';
import { ofxStatement } from './statement-builders.ts';

const today = new Date().toISOString().slice(0, 10);
let console: ReconciliationConsole;
const references: Record<'confirmed' | 'waiting' | 'byHand', string> = {
  confirmed: '',
  waiting: '',
  byHand: '',
};
const totals: Record<string, string> = {};

const sum = (...amounts: string[]) =>
  (amounts.reduce((cents, amount) => cents + Math.round(Number(amount) * 100), 0) / 100).toFixed(2);

beforeAll(async () => {
  console = await reconciliationConsole();
  for (const key of Object.keys(references) as (keyof typeof references)[]) {
    const { order } = await console.placedOrder('zelle');
    references[key] = order.reference;
    totals[key] = order.total;
  }
  await console.imported(
    console.zelle,
    ofxStatement('4471902235', 'USD', [
      { day: today, amount: totals.confirmed ?? '', id: 'R1', memo: references.confirmed },
      { day: today, amount: totals.waiting ?? '', id: 'R2', memo: references.waiting },
      { day: today, amount: '33.00', id: 'R3', memo: 'no idea' },
      { day: today, amount: '44.00', id: 'R4', memo: 'shop refund' },
      { day: today, amount: '-15.00', id: 'R5', memo: 'fee' },
    ]),
  );
  const line = (id: string) => console.line(console.zelle, id);
  const decide = async (id: string, action: string) => {
    const response = await console.post(
      `/api/admin/reconciliation/lines/${(await line(id)).id}/${action}`,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<StatementLine>();
  };
  await decide('R1', 'confirm');
  await decide('R4', 'not-ours');
  await console.post(`/api/admin/orders/${references.byHand}/actions`, {
    action: 'mark_paid',
    note: 'Visto en el banco',
  });
});
afterAll(() => console.testApp.close());

describe("an account's reconciliation report", () => {
  it('adds up money in and what became of it, and lists the orders paid without a line', async () => {
    const response = await console.call(
      'GET',
      `/api/admin/reconciliation/accounts/${console.zelle}/report?from=${today}&to=${today}`,
      { token: console.token },
    );
    expect(response.statusCode).toBe(200);
    const report = response.json<ReconciliationReport>();
    const usd = (count: number, amount: string) => ({
      count,
      amounts: [{ currency: 'USD', amount }],
    });
    expect(report).toMatchObject({
      from: today,
      to: today,
      account: { id: console.zelle, currency: 'USD' },
      money_in: usd(4, sum(totals.confirmed ?? '', totals.waiting ?? '', '33.00', '44.00')),
      matched: usd(1, totals.confirmed ?? ''),
      waiting: usd(1, totals.waiting ?? ''),
      unmatched: usd(1, '33.00'),
      not_ours: usd(1, '44.00'),
      flagged: { count: 0, amounts: [] },
    });
    expect(report.paid_without_line).toEqual([
      expect.objectContaining({
        reference: references.byHand,
        status: 'paid',
        total: totals.byHand,
        paid_by: expect.stringMatching(/^operator /),
      }),
    ]);
  });

  it('downloads as CSV: every credit line of the period, then the orders paid without a line', async () => {
    const response = await console.call(
      'GET',
      `/api/admin/reconciliation/accounts/${console.zelle}/report.csv?from=${today}&to=${today}`,
      { token: console.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const rows = response.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'kind,booked_on,amount,currency,payer_name,memo,bank_transaction_id,result,decision,order_reference,order_status,order_total,decided_by,decided_at',
    );
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 1)[0])).toEqual([
      'statement_line',
      'statement_line',
      'statement_line',
      'statement_line',
      'paid_without_line',
    ]);
    expect(rows[1]).toContain(`,R1,matched,confirmed,${references.confirmed},paid,`);
    expect(rows[5]).toContain(`,${references.byHand},paid,${totals.byHand},`);
  });

  it('refuses a period that ends before it starts', async () => {
    const response = await console.call(
      'GET',
      `/api/admin/reconciliation/accounts/${console.zelle}/report?from=${today}&to=2020-01-01`,
      { token: console.token },
    );
    expect(response.statusCode).toBe(422);
  });
});
