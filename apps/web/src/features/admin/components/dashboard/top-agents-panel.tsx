import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useMoney } from '../../lib/use-money';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { useDashboardFormat } from './dashboard-format';
import { EmptyPanel } from './dashboard-panel';

/** The agents who brought the most paid transfers in the range. */
export function TopAgentsPanel({ agents }: { agents: Dashboard['top_agents'] }) {
  const { t } = useAdminTranslation();
  const { count } = useDashboardFormat();
  const money = useMoney();
  const title = t('dashboard.agents.title');

  return (
    <AdminSection title={title} description={t('dashboard.agents.description')}>
      {agents.length === 0 ? (
        <EmptyPanel />
      ) : (
        <AdminTable
          caption={title}
          headers={['agent', 'orders', 'paid', 'volume'].map((key) =>
            t(`dashboard.agents.columns.${key}`),
          )}
        >
          {agents.map((agent) => (
            <tr key={agent.hash}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {agent.name}
                <span className="block font-mono text-xs font-normal text-slate-500">
                  {agent.hash}
                </span>
              </th>
              <td className={cellClass}>{count(agent.orders)}</td>
              <td className={cellClass}>{count(agent.paid)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {agent.volume.length === 0
                  ? '—'
                  : agent.volume.map((entry) => (
                      <span key={entry.currency} className="block">
                        {money(entry.amount, entry.currency)}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminSection>
  );
}
