import type { OrderStatus } from '@giro/shared';
import { describe, expect, it } from 'vitest';
import {
  type HeldLine,
  type LineToMatch,
  type MatchOutcome,
  matchLines,
  type OrderToMatch,
} from './match-lines.ts';

let nextLine = 0;
function line(amount: string, memo: string, extra: Partial<LineToMatch> = {}): LineToMatch {
  nextLine += 1;
  return {
    id: nextLine,
    bookedOn: '2024-03-05',
    direction: 'credit',
    amount,
    currency: 'USD',
    payerName: null,
    memo,
    ...extra,
  };
}

function order(reference: string, total: string, extra: Partial<OrderToMatch> = {}): OrderToMatch {
  return {
    id: `order-${reference}`,
    reference,
    status: 'awaiting_payment',
    total,
    currency: 'USD',
    senderName: 'María Pérez García',
    createdAt: new Date('2024-03-03T15:00:00Z'),
    settled: false,
    ...extra,
  };
}

function match(lines: LineToMatch[], orders: OrderToMatch[], held: HeldLine[] = []) {
  return matchLines({ accountCurrency: 'USD', lines, orders, held });
}

const outcome = (
  target: { id: number },
  result: MatchOutcome['result'],
  reason: MatchOutcome['reason'],
  orderId: string | null = null,
  candidates: string[] = [],
): MatchOutcome => ({ lineId: target.id, result, reason, orderId, candidates });

const gr = order('GR-7K3M9Q', '105.00');

describe('matching by the reference in the memo', () => {
  it.each([
    'GR-7K3M9Q',
    'zelle gr-7k3m9q',
    'GR 7K3 M9Q',
    'GR7K3M9Q',
    'REMESAGR7K3M9QMAMA',
    'Ref 7K3M9Q',
  ])('matches “%s” with the total to the order', (memo) => {
    const paid = line('105.00', memo);
    expect(match([paid], [gr])).toEqual([outcome(paid, 'matched', 'reference', gr.id)]);
  });

  it('finds a reference the bank wrote in the payer field', () => {
    const paid = line('105.00', '', { payerName: 'GR-7K3M9Q MARIA' });
    expect(match([paid], [gr])).toEqual([outcome(paid, 'matched', 'reference', gr.id)]);
  });

  it('says the amount differs when one cent is missing', () => {
    const short = line('104.99', 'GR-7K3M9Q');
    expect(match([short], [gr])).toEqual([
      outcome(short, 'amount_differs', 'reference_amount', gr.id),
    ]);
  });

  it('says the amount differs when more than the total came', () => {
    const over = line('110.00', 'GR-7K3M9Q');
    expect(match([over], [gr])).toEqual([
      outcome(over, 'amount_differs', 'reference_amount', gr.id),
    ]);
  });

  it('matches a payment split in two lines that add up to the total', () => {
    const first = line('60.00', 'GR-7K3M9Q 1/2');
    const second = line('45.00', 'GR-7K3M9Q 2/2', { bookedOn: '2024-03-06' });
    expect(match([second, first], [gr])).toEqual([
      outcome(first, 'matched', 'reference_split', gr.id),
      outcome(second, 'matched', 'reference_split', gr.id),
    ]);
  });

  it('completes a payment with a line held from an earlier statement', () => {
    const rest = line('25.00', 'GR-7K3M9Q resto');
    const held: HeldLine = { id: 900, orderId: gr.id, amount: '80.00' };
    expect(match([rest], [gr], [held])).toEqual([
      outcome({ id: 900 }, 'matched', 'reference_split', gr.id),
      outcome(rest, 'matched', 'reference_split', gr.id),
    ]);
  });

  it('leaves a second full payment for the same order unmatched, naming the order', () => {
    const first = line('105.00', 'GR-7K3M9Q');
    const again = line('105.00', 'GR-7K3M9Q', { bookedOn: '2024-03-06' });
    expect(match([first, again], [gr])).toEqual([
      outcome(first, 'matched', 'reference', gr.id),
      outcome(again, 'unmatched', 'order_covered', null, [gr.id]),
    ]);
  });

  it('leaves a payment unmatched when a line of an earlier statement already holds the order’s money', () => {
    const again = line('105.00', 'GR-7K3M9Q');
    const held: HeldLine = { id: 901, orderId: gr.id, amount: '105.00' };
    expect(match([again], [gr], [held])).toEqual([
      outcome(again, 'unmatched', 'order_covered', null, [gr.id]),
    ]);
  });

  it('records a line as the payment of an order marked paid by hand', () => {
    const paid = order('GR-7K3M9Q', '105.00', { status: 'paid' });
    const arrived = line('105.00', 'GR-7K3M9Q');
    expect(match([arrived], [paid])).toEqual([
      outcome(arrived, 'matched', 'paid_without_line', paid.id),
    ]);
  });

  it.each<[OrderStatus, boolean, MatchOutcome['reason']]>([
    ['paid', true, 'order_paid'],
    ['delivered', true, 'order_paid'],
    ['expired', false, 'order_closed'],
    ['cancelled', false, 'order_closed'],
    ['refunded', false, 'order_closed'],
  ])('flags money for an order %s (settled by a line: %s)', (status, settled, reason) => {
    const closed = order('GR-7K3M9Q', '105.00', { status, settled });
    const arrived = line('105.00', 'GR-7K3M9Q');
    expect(match([arrived], [closed])).toEqual([
      outcome(arrived, 'already_paid', reason, closed.id),
    ]);
  });

  it('picks the named order whose total the line pays when the memo names two', () => {
    const other = order('GR-4HJ8KP', '250.00');
    const both = line('250.00', 'GR-7K3M9Q GR-4HJ8KP');
    expect(match([both], [gr, other])).toEqual([outcome(both, 'matched', 'reference', other.id)]);
  });

  it('leaves a line naming two orders unmatched when neither total fits', () => {
    const other = order('GR-4HJ8KP', '250.00');
    const both = line('355.00', 'GR-7K3M9Q GR-4HJ8KP');
    expect(match([both], [gr, other])).toEqual([
      outcome(both, 'unmatched', 'several_references', null, [gr.id, other.id]),
    ]);
  });
});

describe('matching without a reference', () => {
  it('is probable when the amount, the payer’s name and the dates fit one order', () => {
    const paid = line('105.00', 'Zelle payment from MARIA PEREZ 16237762631');
    expect(match([paid], [gr])).toEqual([outcome(paid, 'probable', 'amount_name', gr.id)]);
  });

  it('stays unmatched when two orders have the same amount and sender', () => {
    const twin = order('GR-4HJ8KP', '105.00', { id: 'twin' });
    const paid = line('105.00', '', { payerName: 'MARIA PEREZ GARCIA' });
    expect(match([paid], [gr, twin])).toEqual([
      outcome(paid, 'unmatched', 'ambiguous', null, [gr.id, twin.id]),
    ]);
  });

  it('gives a probable order to one line only', () => {
    const first = line('105.00', '', { payerName: 'MARIA PEREZ' });
    const second = line('105.00', '', { payerName: 'MARIA PEREZ', bookedOn: '2024-03-06' });
    expect(match([first, second], [gr])).toEqual([
      outcome(first, 'probable', 'amount_name', gr.id),
      outcome(second, 'unmatched', 'no_match'),
    ]);
  });

  it('does not guess an order another line names', () => {
    const named = line('105.00', 'GR-7K3M9Q', { bookedOn: '2024-03-06' });
    const nameless = line('105.00', '', { payerName: 'MARIA PEREZ' });
    expect(match([nameless, named], [gr])).toEqual([
      outcome(named, 'matched', 'reference', gr.id),
      outcome(nameless, 'unmatched', 'no_match'),
    ]);
  });

  it('offers the orders of that amount when the name does not agree', () => {
    const paid = line('105.00', '', { payerName: 'JUAN LOPEZ' });
    expect(match([paid], [gr])).toEqual([outcome(paid, 'unmatched', 'no_match', null, [gr.id])]);
  });

  it.each([
    ['made more than 14 days before', '2024-02-19T23:00:00Z'],
    ['made after the payment’s day', '2024-03-07T00:00:00Z'],
  ])('is not probable for an order %s', (_, createdAt) => {
    const old = order('GR-7K3M9Q', '105.00', { createdAt: new Date(createdAt) });
    const paid = line('105.00', '', { payerName: 'MARIA PEREZ' });
    expect(match([paid], [old])).toEqual([outcome(paid, 'unmatched', 'no_match')]);
  });

  it('is never probable for an order already paid', () => {
    const paid = order('GR-7K3M9Q', '105.00', { status: 'paid' });
    const arrived = line('105.00', '', { payerName: 'MARIA PEREZ' });
    expect(match([arrived], [paid])).toEqual([outcome(arrived, 'unmatched', 'no_match')]);
  });
});

describe('lines matching leaves alone', () => {
  it('keeps debits out of matching', () => {
    const out = line('105.00', 'GR-7K3M9Q', { direction: 'debit' });
    expect(match([out], [gr])).toEqual([outcome(out, 'debit', 'debit')]);
  });

  it('leaves a credit in another currency unmatched', () => {
    const euros = line('105.00', 'GR-7K3M9Q', { currency: 'EUR' });
    expect(match([euros], [gr])).toEqual([outcome(euros, 'unmatched', 'other_currency')]);
  });
});
