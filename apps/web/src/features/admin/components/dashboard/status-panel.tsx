import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import type { OrderStatus } from '@giro/shared/orders/order-status';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { useDashboardFormat } from './dashboard-format';
import { ChartSlot, EmptyPanel, TableToggle } from './dashboard-panel';
import { StatusChart } from './lazy-charts';

/** Where the range's orders stand now, one bar per status. */
export function StatusPanel({ rows }: { rows: Dashboard['orders_by_status'] }) {
  const { t } = useAdminTranslation();
  const { count, share } = useDashboardFormat();
  const title = t('dashboard.statuses.title');
  const statusName = (status: OrderStatus) => t(`orders.statuses.${status}`);
  const present = rows.filter((row) => row.orders > 0).sort((a, b) => b.orders - a.orders);
  const total = present.reduce((sum, row) => sum + row.orders, 0);
  const chartHeight = present.length * 36 + 24;

  return (
    <AdminSection title={title} description={t('dashboard.statuses.description')}>
      {present.length === 0 ? (
        <EmptyPanel />
      ) : (
        <>
          <ChartSlot height={chartHeight}>
            <StatusChart
              label={t('dashboard.chartLabel', { title })}
              height={chartHeight}
              rows={present}
              statusName={statusName}
              count={count}
              ordersName={t('dashboard.statuses.columns.orders')}
            />
          </ChartSlot>
          <TableToggle>
            <AdminTable
              caption={title}
              headers={['status', 'orders', 'share'].map((key) =>
                t(`dashboard.statuses.columns.${key}`),
              )}
            >
              {present.map((row) => (
                <tr key={row.status}>
                  <th scope="row" className={`${cellClass} font-medium`}>
                    {statusName(row.status)}
                  </th>
                  <td className={cellClass}>{count(row.orders)}</td>
                  <td className={cellClass}>{share(row.orders, total)}</td>
                </tr>
              ))}
            </AdminTable>
          </TableToggle>
        </>
      )}
    </AdminSection>
  );
}
