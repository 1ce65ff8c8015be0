import { availableOn, cancelMinutes } from '@giro/shared/compliance/availability-date';
import { claimWindowDays } from '@giro/shared/compliance/claim-contracts';
import type { OrderRow } from '../orders/orders-tables.ts';
import type { HistoryRow } from './transfer-views.ts';

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** An option removed since the order was placed: the standard wait. */
const defaultBusinessDays = 3;
/** Paid money has not reached the receiver yet. */
const undelivered: readonly OrderRow['status'][] = ['payment_submitted', 'paid', 'processing'];

/** When the sender paid (confirmed a manual payment, or a gateway's), if they did. */
export function paidAt(history: readonly Pick<HistoryRow, 'status' | 'at'>[]): Date | null {
  const paid = history.find(
    (entry) => entry.status === 'payment_submitted' || entry.status === 'paid',
  );
  return paid?.at ?? null;
}

/**
 * Until when a paid order can still be cancelled by its sender (30 minutes after paying, while
 * not delivered; Regulation E § 1005.34), or null: unpaid orders cancel any time, others never.
 */
export function cancelUntil(order: OrderRow, history: readonly HistoryRow[]): Date | null {
  const paid = paidAt(history);
  if (paid === null || !undelivered.includes(order.status)) return null;
  return new Date(paid.getTime() + cancelMinutes * minuteMs);
}

export function canCancel(order: OrderRow, history: readonly HistoryRow[], now: Date): boolean {
  if (order.status === 'awaiting_payment') return true;
  const until = cancelUntil(order, history);
  return until !== null && now <= until;
}

/** The date the money is available: from the payment, else (unpaid) as if paid now. */
export function availabilityDate(
  businessDays: number | null,
  history: readonly HistoryRow[],
  now: Date,
): string {
  return availableOn(paidAt(history) ?? now, businessDays ?? defaultBusinessDays);
}

/** The last moment an error can be reported: 180 days after the availability date. */
export function claimDeadline(available: string): Date {
  return new Date(new Date(`${available}T23:59:59Z`).getTime() + claimWindowDays * dayMs);
}
