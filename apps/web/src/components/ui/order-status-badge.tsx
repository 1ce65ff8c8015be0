import type { HoldReason } from '@giro/shared/compliance/compliance-holds';
import type { OrderStatus } from '@giro/shared/orders/order-status';
import { useTranslation } from 'react-i18next';

const tones: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  payment_submitted: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  paid: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  processing: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  expired: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  replaced: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const heldTone = 'bg-violet-50 text-violet-800 ring-violet-600/20';

export type OrderStatusBadgeProps = {
  status: OrderStatus;
  /** A held order is shown as what it waits for (a review, the sender's identity). */
  hold?: HoldReason | null;
};

/**
 * An order's status as senders and agents read it (the `transfers` catalogue, which the page
 * using it loads).
 */
export function OrderStatusBadge({ status, hold = null }: OrderStatusBadgeProps) {
  const { t } = useTranslation('transfers');
  const label =
    hold === null
      ? t(`statuses.${status}`)
      : t(hold === 'identity' ? 'held.identity' : 'held.review');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${hold === null ? tones[status] : heldTone}`}
    >
      {label}
    </span>
  );
}
