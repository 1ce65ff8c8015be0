import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { useDashboardFormat } from './dashboard-format';

const steps = ['quotes', 'orders', 'paid', 'delivered'] as const;

// Narrower than the console's other tables: four figures and their bars fit a 390 px screen.
const cellClass = 'px-2 py-2 sm:px-3';

/**
 * Quotes → orders → paid → delivered. A table whose bars are drawn in its cells: the chart and
 * its readable form are one element, and it needs no charting library.
 */
export function FunnelPanel({ funnel }: { funnel: Dashboard['funnel'] }) {
  const { t } = useAdminTranslation();
  const { count, share } = useDashboardFormat();
  const title = t('dashboard.funnel.title');
  const widest = Math.max(...steps.map((step) => funnel[step]), 1);

  return (
    <AdminSection title={title} description={t('dashboard.funnel.description')}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              {['step', 'count', 'conversion'].map((key) => (
                <th
                  key={key}
                  scope="col"
                  className={`${cellClass} font-semibold whitespace-nowrap nth-2:w-full last:text-right`}
                >
                  {t(`dashboard.funnel.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {steps.map((step, index) => {
              const previous = index === 0 ? undefined : steps[index - 1];
              const conversion = previous ? share(funnel[step], funnel[previous]) : null;
              return (
                <tr key={step}>
                  <th
                    scope="row"
                    className={`${cellClass} font-medium whitespace-nowrap text-slate-700`}
                  >
                    {t(`dashboard.funnel.steps.${step}`)}
                  </th>
                  <td className={cellClass}>
                    <div className="flex items-center gap-2 sm:gap-3">
                      <span className="w-10 shrink-0 font-semibold text-slate-900 sm:w-14">
                        {count(funnel[step])}
                      </span>
                      <span
                        aria-hidden="true"
                        className="h-3 min-w-6 flex-1 rounded-full bg-slate-100"
                      >
                        <span
                          className="block h-3 rounded-full bg-brand-600"
                          style={{ width: `${(funnel[step] / widest) * 100}%` }}
                        />
                      </span>
                    </div>
                  </td>
                  <td className={`${cellClass} text-right whitespace-nowrap text-slate-600`}>
                    {previous ? (conversion ?? '—') : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </AdminSection>
  );
}
