import { describe, expect, it } from 'vitest';
import {
  canTransition,
  type OrderStatus,
  orderStatuses,
  orderTransitions,
  totalWording,
} from './order-status.ts';

const legal: ReadonlySet<string> = new Set([
  'awaiting_payment→payment_submitted',
  'awaiting_payment→paid',
  'awaiting_payment→failed',
  'awaiting_payment→cancelled',
  'awaiting_payment→expired',
  'awaiting_payment→replaced',
  'replaced→paid',
  'payment_submitted→paid',
  'payment_submitted→failed',
  'payment_submitted→cancelled',
  'paid→processing',
  'paid→refunded',
  'paid→cancelled',
  'processing→delivered',
  'processing→refunded',
  'processing→cancelled',
]);

const everyPair = orderStatuses.flatMap((from) =>
  orderStatuses.map((to): [OrderStatus, OrderStatus] => [from, to]),
);

describe('order status transitions', () => {
  it.each(everyPair)('%s → %s is legal only when the lifecycle allows it', (from, to) => {
    expect(canTransition(from, to)).toBe(legal.has(`${from}→${to}`));
  });

  it('never lets an order stay in the same status', () => {
    for (const status of orderStatuses) expect(canTransition(status, status)).toBe(false);
  });

  it('lists each target once', () => {
    for (const targets of Object.values(orderTransitions)) {
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it.each<OrderStatus>(['delivered', 'cancelled', 'expired', 'failed', 'refunded'])(
    '%s is final',
    (status) => {
      expect(orderTransitions[status]).toEqual([]);
    },
  );
});

describe('the wording of an order total', () => {
  it.each<[OrderStatus, string]>([
    ['awaiting_payment', 'due'],
    ['payment_submitted', 'plain'],
    ['paid', 'paid'],
    ['delivered', 'paid'],
    ['refunded', 'paid'],
    ['expired', 'plain'],
    ['replaced', 'plain'],
  ])('%s reads as %s', (status, wording) => {
    expect(totalWording(status)).toBe(wording);
  });
});
