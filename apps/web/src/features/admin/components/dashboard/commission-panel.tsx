import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { useDashboardFormat } from './dashboard-format';
import { ChartSlot, EmptyPanel, TableToggle } from './dashboard-panel';
import { CommissionChart } from './lazy-charts';

export type CommissionPanelProps = Pick<Dashboard, 'from' | 'to' | 'commission_per_day'>;

/** The commission earned per day, one series per pricing currency. */
export function CommissionPanel({ from, to, commission_per_day: rows }: CommissionPanelProps) {
  const { t } = useAdminTranslation();
  const format = useDashboardFormat();
  const title = t('dashboard.commission.title');
  const sorted = [...rows].sort(
    (a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency),
  );

  return (
    <AdminSection title={title} description={t('dashboard.commission.description')}>
      {sorted.length === 0 ? (
        <EmptyPanel />
      ) : (
        <>
          <ChartSlot height={260}>
            <CommissionChart
              label={t('dashboard.chartLabel', { title })}
              range={{ from, to }}
              rows={sorted}
              day={format.day}
              dayTick={format.dayTick}
              money={format.money}
            />
          </ChartSlot>
          <TableToggle>
            <AdminTable
              caption={title}
              headers={['day', 'currency', 'amount'].map((key) =>
                t(`dashboard.commission.columns.${key}`),
              )}
            >
              {sorted.map((row) => (
                <tr key={`${row.day}-${row.currency}`}>
                  <th scope="row" className={`${cellClass} font-medium whitespace-nowrap`}>
                    <time dateTime={row.day}>{format.day(row.day)}</time>
                  </th>
                  <td className={cellClass}>{row.currency}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {format.money(row.amount, row.currency)}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </TableToggle>
        </>
      )}
    </AdminSection>
  );
}
