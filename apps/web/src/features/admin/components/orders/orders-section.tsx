import { useSearchParams } from 'react-router';
import { type OrderFilters as Filters, orderFilterKeys, useOrders } from '../../api/orders';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { OrderFilters } from './order-filters';
import { OrderReferenceLink } from './order-links';

// Reference and status first: the two an operator scans for, visible however narrow the screen.
const headers = [
  'reference',
  'status',
  'created',
  'sender',
  'receiver',
  'total',
  'receiving',
  'method',
];

/** The filters live in the address, so an order's page links back to the same list. */
function useFilterParams(): [Filters, (filters: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    orderFilterKeys.map((key) => [key, params.get(key) ?? '']),
  ) as Filters;
  const setFilters = (next: Filters) =>
    setParams(Object.entries(next).filter(([, value]) => value !== ''));
  return [filters, setFilters];
}

/** The orders queue, newest first; each reference opens the order's own page. */
export function OrdersSection() {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  const [filters, setFilters] = useFilterParams();
  const orders = useOrders(filters);

  return (
    <AdminSection title={t('orders.title')} description={t('orders.description')}>
      {/* Keyed by the filters: the menu's link to the bare queue empties the form too. */}
      <OrderFilters key={JSON.stringify(filters)} value={filters} onChange={setFilters} />
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
                <tr key={order.reference}>
                  <th scope="row" className={`${cellClass} whitespace-nowrap`}>
                    <OrderReferenceLink reference={order.reference} />
                  </th>
                  <td className={cellClass}>
                    {t(`orders.statuses.${order.status}`)}
                    {order.attention && (
                      <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                        {t('orders.attention.badge')}
                      </span>
                    )}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <time dateTime={order.created_at}>{dateTime(order.created_at)}</time>
                  </td>
                  <td className={cellClass}>
                    {order.sender_name}
                    {/* An address breaks anywhere, so the queue fits a laptop without a sideways scroll. */}
                    <span className="block text-xs text-slate-500 wrap-anywhere">
                      {order.email}
                    </span>
                  </td>
                  <td className={cellClass}>{order.receiver_name}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {money(order.total, order.pricing_currency)}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {money(order.receiving, order.destination_currency)}
                  </td>
                  <td className={cellClass}>{t(`orders.methods.${order.method}`)}</td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
