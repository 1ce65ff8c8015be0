import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { getHref, paths } from '@/config/paths';
import { useAdminTranslation } from '../../lib/use-admin-translation';

/** What the queue hands an order's page: its filters, so "back" returns to the same list. */
type FromQueue = { queueSearch: string };

const isFromQueue = (state: unknown): state is FromQueue =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as Partial<FromQueue>).queueSearch === 'string';

type OrderLinkProps = {
  reference: string;
  'aria-label': string;
  className?: string;
  children: ReactNode;
};

/** A link from the queue to one order's page (/admin/orders/:reference). */
function OrderLink({ reference, children, ...props }: OrderLinkProps) {
  const { search } = useLocation();
  const state: FromQueue = { queueSearch: search };
  return (
    <Link to={getHref(paths.adminOrder.path, { reference })} state={state} {...props}>
      {children}
    </Link>
  );
}

/** An order's reference linking to its page, as the console's tables show it. */
export function OrderReferenceLink({ reference }: { reference: string }) {
  const { t } = useAdminTranslation();
  return (
    <OrderLink
      reference={reference}
      aria-label={t('orders.open', { reference })}
      className="font-mono font-semibold text-brand-700 hover:underline"
    >
      {reference}
    </OrderLink>
  );
}

/** The queue with the filters the order was opened from; unfiltered after a reload or a link. */
export function useQueueHref(): string {
  const { state } = useLocation();
  return `${paths.adminOrders.path}${isFromQueue(state) ? state.queueSearch : ''}`;
}
