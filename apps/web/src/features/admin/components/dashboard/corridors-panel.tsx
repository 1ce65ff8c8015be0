import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useMoney } from '../../lib/use-money';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { useDashboardFormat } from './dashboard-format';
import { ChartSlot, EmptyPanel } from './dashboard-panel';
import { CorridorChart } from './lazy-charts';

type Corridor = Dashboard['corridors'][number];

/**
 * Orders per corridor as bars, and the table beside them with each corridor's volume: the table
 * takes the width its amounts need, the chart the rest, so no volume is cut on a wide screen.
 */
export function CorridorsPanel({ corridors }: { corridors: Dashboard['corridors'] }) {
  const { t } = useAdminTranslation();
  const { count } = useDashboardFormat();
  const money = useMoney();
  const title = t('dashboard.corridors.title');
  const corridorName = (corridor: Corridor) =>
    t('dashboard.corridors.name', {
      from: corridor.payment_currency,
      to: corridor.destination_currency,
    });
  const sorted = [...corridors].sort((a, b) => b.orders - a.orders);

  return (
    <AdminSection title={title} description={t('dashboard.corridors.description')}>
      {sorted.length === 0 ? (
        <EmptyPanel />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
          <div className="min-w-0">
            <ChartSlot height={260}>
              <CorridorChart
                label={t('dashboard.chartLabel', { title })}
                corridors={sorted}
                names={{
                  orders: t('dashboard.corridors.columns.orders'),
                  paid: t('dashboard.corridors.columns.paid'),
                }}
                corridorName={corridorName}
                count={count}
              />
            </ChartSlot>
          </div>
          <div className="min-w-0">
            <AdminTable
              caption={title}
              headers={['corridor', 'orders', 'paid', 'volume'].map((key) =>
                t(`dashboard.corridors.columns.${key}`),
              )}
            >
              {sorted.map((corridor) => (
                <tr key={`${corridor.payment_currency}-${corridor.destination_currency}`}>
                  <th scope="row" className={`${cellClass} font-medium whitespace-nowrap`}>
                    {corridorName(corridor)}
                  </th>
                  <td className={cellClass}>{count(corridor.orders)}</td>
                  <td className={cellClass}>{count(corridor.paid)}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {money(corridor.volume, corridor.pricing_currency)}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </div>
      )}
    </AdminSection>
  );
}
