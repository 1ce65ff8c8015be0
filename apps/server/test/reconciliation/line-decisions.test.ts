import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import type {
  ConfirmLinesResult,
  StatementLine,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../admin/admin-client.ts';
import { auditEntries } from '../admin/audit-entries.ts';
import { waitForOrderMails } from '../orders/orders-client.ts';
import { type ReconciliationConsole, reconciliationConsole } from './reconciliation-console.ts';
import { type Movement, ofxStatement } from './statement-builders.ts';

const today = new Date().toISOString().slice(0, 10);
let console: ReconciliationConsole;
let admin: string;
let statements = 0;

beforeAll(async () => {
  console = await reconciliationConsole();
  admin = await signedInAs(console.testApp, 'admin');
});
afterAll(() => console.testApp.close());

/** Imports a Zelle statement of today with these movements; their lines, in order. */
async function zelleStatement(...movements: Omit<Movement, 'day' | 'id'>[]) {
  statements += 1;
  const withIds = movements.map((movement, index) => ({
    ...movement,
    day: today,
    id: `S${statements}-${index + 1}`,
  }));
  await console.imported(console.zelle, ofxStatement('4471902235', 'USD', withIds));
  return Promise.all(withIds.map((movement) => console.line(console.zelle, movement.id)));
}

const act = (line: StatementLine, action: string, payload?: object, as?: string) =>
  console.post(`/api/admin/reconciliation/lines/${line.id}/${action}`, payload, as);

async function orderDetail(reference: string): Promise<AdminOrderDetail> {
  const response = await console.call('GET', `/api/admin/orders/${reference}`, {
    token: console.token,
  });
  return response.json<AdminOrderDetail>();
}

/** A whole-cent amount off `total` by `cents` (negative: less). */
const plus = (total: string, cents: number) =>
  ((Math.round(Number(total) * 100) + cents) / 100).toFixed(2);

describe('confirming what matching found', () => {
  it('marks the order paid through its status change: history cites the line, the sender is mailed, the audit keeps it', async () => {
    const { sender, order } = await console.placedOrder('zelle');
    const [line] = await zelleStatement({
      amount: order.total,
      payer: 'MARIA NUNEZ',
      memo: `Zelle ${order.reference.toLowerCase().replace('-', ' ')}`,
    });
    expect(line).toMatchObject({
      result: 'matched',
      reason: 'reference',
      order: { reference: order.reference, status: 'awaiting_payment', total: order.total },
    });
    const response = await act(line as StatementLine, 'confirm');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      decision: 'confirmed',
      order: { status: 'paid' },
      decided_by: expect.stringMatching(/\S/),
    });
    const detail = await orderDetail(order.reference);
    expect(detail.status).toBe('paid');
    expect(detail.history.at(-1)).toMatchObject({
      to_status: 'paid',
      actor: { kind: 'staff' },
      event: {
        code: 'statement_paid',
        params: { lines: String(line?.id), amount: order.total, currency: 'USD' },
      },
    });
    const mails = await waitForOrderMails(console.orders, sender, order.reference, 2);
    expect(mails.at(-1)?.text).toMatch(/Status: Paid/);
    const audit = await auditEntries(console.call, admin, 'statement_line', String(line?.id));
    expect(audit[0]).toMatchObject({ action: 'decide', after: { decision: 'confirmed' } });
  });

  it('confirms many lines at once, each order paid once, a split payment included', async () => {
    const placed = await Promise.all([1, 2, 3].map(() => console.placedOrder('zelle')));
    const [first, second, third] = placed.map(({ order }) => order);
    if (!first || !second || !third) throw new Error('orders missing');
    const half = plus(third.total, -Math.round((Number(third.total) * 100) / 2));
    const rest = (Number(third.total) - Number(half)).toFixed(2);
    const lines = await zelleStatement(
      { amount: first.total, memo: first.reference },
      { amount: second.total, memo: second.reference.replace('-', '') },
      { amount: half, memo: `${third.reference} 1/2` },
      { amount: rest, memo: `${third.reference} 2/2` },
    );
    expect(lines.map((line) => line.reason)).toEqual([
      'reference',
      'reference',
      'reference_split',
      'reference_split',
    ]);
    const response = await console.post('/api/admin/reconciliation/lines/confirm', {
      ids: lines.map((line) => line.id),
    });
    expect(response.json<ConfirmLinesResult>()).toEqual({
      paid: 3,
      recorded: 0,
      flagged: 0,
      skipped: 0,
    });
    for (const { order } of placed) {
      const history = await console.orders.history(order.reference);
      expect(history.filter((entry) => entry.toStatus === 'paid')).toHaveLength(1);
    }
    // Again, with a line that does not exist: every one skipped, nothing refused halfway.
    const again = await console.post('/api/admin/reconciliation/lines/confirm', {
      ids: [...lines.map((line) => line.id), 999_999_999],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<ConfirmLinesResult>()).toEqual({
      paid: 0,
      recorded: 0,
      flagged: 0,
      skipped: 5,
    });
  });

  it('confirms a probable line: amount, payer and day fit one order', async () => {
    const { order } = await console.placedOrder('zelle');
    const [line] = await zelleStatement({
      amount: order.total,
      payer: 'Zelle payment from MARIA JOSE NUNEZ',
      memo: 'family support',
    });
    expect(line).toMatchObject({ result: 'probable', order: { reference: order.reference } });
    expect((await act(line as StatementLine, 'confirm')).statusCode).toBe(200);
    expect((await console.orders.order(order.reference)).status).toBe('paid');
  });

  it('takes one paid step when two operators confirm the same line at once', async () => {
    const other = await signedInAs(console.testApp, 'operator');
    const { sender, order } = await console.placedOrder('zelle');
    const [line] = await zelleStatement({ amount: order.total, memo: order.reference });
    const answers = await Promise.all([
      act(line as StatementLine, 'confirm'),
      act(line as StatementLine, 'confirm', undefined, other),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'statement_line_decided' });
    const history = await console.orders.history(order.reference);
    expect(history.filter((entry) => entry.toStatus === 'paid')).toHaveLength(1);
    expect(await waitForOrderMails(console.orders, sender, order.reference, 2)).toHaveLength(2);
  });
});

describe('an amount that differs', () => {
  it('cannot be confirmed; accepted, it pays the order and the history says so', async () => {
    const { order } = await console.placedOrder('zelle');
    const short = plus(order.total, -1);
    const [line] = await zelleStatement({ amount: short, memo: order.reference });
    expect(line).toMatchObject({ result: 'amount_differs', group_amount: short });
    const confirmed = await act(line as StatementLine, 'confirm');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'statement_needs_decision' });
    const accepted = await act(line as StatementLine, 'difference', { decision: 'accept' });
    expect(accepted.json()).toMatchObject({ decision: 'accepted', order: { status: 'paid' } });
    expect((await orderDetail(order.reference)).history.at(-1)?.event).toEqual({
      code: 'statement_accepted',
      params: { lines: String(line?.id), amount: short, currency: 'USD', total: order.total },
    });
  });

  it('kept open, the sender is mailed the difference, and the rest arriving later completes it', async () => {
    const { sender, order } = await console.placedOrder('zelle');
    const part = plus(order.total, -2500);
    const [first] = await zelleStatement({ amount: part, memo: order.reference });
    const asked = await act(first as StatementLine, 'difference', {
      decision: 'request_difference',
    });
    expect(asked.json()).toMatchObject({
      decision: 'difference_requested',
      order: { status: 'awaiting_payment' },
    });
    const [, mail] = await waitForOrderMails(console.orders, sender, order.reference, 2);
    expect(mail?.text).toContain('Missing: 25.00 USD');
    expect(mail?.text).toContain('send the missing 25.00 USD to the same account');
    const [rest] = await zelleStatement({ amount: '25.00', memo: `resto ${order.reference}` });
    expect(rest).toMatchObject({
      result: 'matched',
      reason: 'reference_split',
      group_amount: order.total,
    });
    expect(await console.line(console.zelle, `S${statements - 1}-1`)).toMatchObject({
      result: 'matched',
      decision: null,
    });
    expect((await act(rest as StatementLine, 'confirm')).statusCode).toBe(200);
    expect((await console.orders.order(order.reference)).status).toBe('paid');
  });

  it('has no difference to ask for when more than the total came', async () => {
    const { order } = await console.placedOrder('zelle');
    const [line] = await zelleStatement({ amount: plus(order.total, 500), memo: order.reference });
    const response = await act(line as StatementLine, 'difference', {
      decision: 'request_difference',
    });
    expect(response.json()).toMatchObject({ code: 'statement_no_difference' });
  });
});

describe('lines matching could not place', () => {
  it('links an unmatched line to its order by hand, which pays it', async () => {
    const { order } = await console.placedOrder('zelle');
    const [line] = await zelleStatement({
      amount: order.total,
      payer: 'SOMEONE ELSE',
      memo: 'gift',
    });
    expect(line).toMatchObject({ result: 'unmatched' });
    const linked = await act(line as StatementLine, 'link', {
      reference: order.reference.toLowerCase(),
    });
    expect(linked.json()).toMatchObject({
      reason: 'manual',
      decision: 'linked',
      order: { reference: order.reference, status: 'paid' },
    });
  });

  it('links a line of another amount: it waits for a decision on the difference', async () => {
    const { order } = await console.placedOrder('zelle');
    const [line] = await zelleStatement({ amount: '10.00', memo: 'adelanto' });
    const linked = await act(line as StatementLine, 'link', { reference: order.reference });
    expect(linked.json()).toMatchObject({ result: 'amount_differs', decision: null });
    expect((await console.orders.order(order.reference)).status).toBe('awaiting_payment');
  });

  it('refuses to link to an order that does not exist', async () => {
    const [line] = await zelleStatement({ amount: '11.00', memo: 'x' });
    const response = await act(line as StatementLine, 'link', { reference: 'GR-ZZZZZZ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'statement_order_unknown' });
  });

  it('marks a line as not ours', async () => {
    const [line] = await zelleStatement({ amount: '12.00', memo: 'refund from a shop' });
    const response = await act(line as StatementLine, 'not-ours');
    expect(response.json()).toMatchObject({ decision: 'not_ours' });
    expect((await act(line as StatementLine, 'not-ours')).json()).toMatchObject({
      code: 'statement_line_decided',
    });
  });
});

describe('money for an order already paid', () => {
  it('records the line as the payment of an order marked paid by hand, with no second status change', async () => {
    const { sender, order } = await console.placedOrder('zelle');
    const marked = await console.post(`/api/admin/orders/${order.reference}/actions`, {
      action: 'mark_paid',
      note: 'Visto en la app del banco',
    });
    expect(marked.statusCode).toBe(200);
    const [line] = await zelleStatement({ amount: order.total, memo: order.reference });
    expect(line).toMatchObject({ result: 'matched', reason: 'paid_without_line' });
    expect((await act(line as StatementLine, 'confirm')).json()).toMatchObject({
      decision: 'confirmed',
      order: { status: 'paid' },
    });
    const history = await console.orders.history(order.reference);
    expect(
      history.filter((entry) => entry.toStatus === 'paid' && entry.fromStatus !== 'paid'),
    ).toHaveLength(1);
    expect(history.at(-1)?.note).toMatch(/recorded .*, order already paid$/);
    expect(await waitForOrderMails(console.orders, sender, order.reference, 2)).toHaveLength(2);
  });

  it('flags money a later statement brings for an order a line already paid, at import', async () => {
    const { order } = await console.placedOrder('zelle');
    const [paid] = await zelleStatement({ amount: order.total, memo: order.reference });
    expect((await act(paid as StatementLine, 'confirm')).statusCode).toBe(200);
    const [again] = await zelleStatement({ amount: order.total, memo: `again ${order.reference}` });
    expect(again).toMatchObject({
      result: 'already_paid',
      reason: 'order_paid',
      decision: 'flagged',
      order: { reference: order.reference, status: 'paid' },
    });
    expect(await console.orders.order(order.reference)).toMatchObject({
      status: 'paid',
      attentionReason: 'paid_twice',
    });
  });

  it('flags a second payment of an order another line already paid, never paying it twice', async () => {
    const { order } = await console.placedOrder('zelle');
    const [paid] = await zelleStatement({ amount: order.total, memo: order.reference });
    const [again] = await zelleStatement({ amount: order.total, memo: order.reference });
    expect(again).toMatchObject({ result: 'unmatched', reason: 'order_covered' });
    expect((await act(paid as StatementLine, 'confirm')).statusCode).toBe(200);
    const linked = await act(again as StatementLine, 'link', { reference: order.reference });
    expect(linked.json()).toMatchObject({ decision: 'flagged' });
    expect(await console.orders.order(order.reference)).toMatchObject({
      status: 'paid',
      attentionReason: 'paid_twice',
    });
    const history = await console.orders.history(order.reference);
    expect(
      history.filter((entry) => entry.toStatus === 'paid' && entry.fromStatus !== 'paid'),
    ).toHaveLength(1);
  });
});
