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

/**
 * An order's status as senders and agents read it (the `transfers` catalogue, which the page
 * using it loads).
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('transfers');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[status]}`}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
