import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type OrderFilters as Filters, noOrderFilters, useOrders } from '../../api/orders';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { OrderDetail } from './order-detail';
import { OrderFilters } from './order-filters';

const headers = [
  'reference',
  'created',
  'sender',
  'receiver',
  'total',
  'receiving',
  'method',
  'status',
];

/** The orders queue, newest first; opening an order shows its detail and actions below. */
export function OrdersSection() {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  const [filters, setFilters] = useState<Filters>(noOrderFilters);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useOrders(filters);

  return (
    <>
      <AdminSection title={t('orders.title')} description={t('orders.description')}>
        <OrderFilters value={filters} onChange={setFilters} />
        <QueryState query={orders}>
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-slate-500">{t('orders.empty')}</p>
            ) : (
              <AdminTable
                caption={t('orders.title')}
                headers={headers.map((key) => t(`orders.columns.${key}`))}
              >
                {list.map((order) => (
                  <tr key={order.reference} aria-current={order.reference === open || undefined}>
                    <th scope="row" className={cellClass}>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('orders.open', { reference: order.reference })}
                        onClick={() => setOpen(order.reference)}
                      >
                        {order.reference}
                      </Button>
                    </th>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <time dateTime={order.created_at}>{dateTime(order.created_at)}</time>
                    </td>
                    <td className={cellClass}>
                      {order.sender_name}
                      <span className="block text-xs text-slate-500">{order.email}</span>
                    </td>
                    <td className={cellClass}>{order.receiver_name}</td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      {money(order.total, order.pricing_currency)}
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      {money(order.receiving, order.destination_currency)}
                    </td>
                    <td className={cellClass}>{t(`orders.methods.${order.method}`)}</td>
                    <td className={cellClass}>
                      {t(`orders.statuses.${order.status}`)}
                      {order.attention && (
                        <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                          {t('orders.attention.badge')}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )
          }
        </QueryState>
      </AdminSection>
      {open !== null && <OrderDetail reference={open} onClose={() => setOpen(null)} />}
    </>
  );
}
