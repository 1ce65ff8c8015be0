import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { MatchesTable } from './reviews-panel';

/** The order's compliance holds beside it: what matched, and who decided what. */
export function OrderCompliance({ holds }: { holds: AdminOrderDetail['compliance'] }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  if (holds.length === 0) return null;
  return (
    <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 className="font-semibold text-amber-950">{t('compliance.order.title')}</h3>
      {holds.map((hold) => (
        <div key={hold.id} className="space-y-2 text-sm">
          <p className="font-medium">
            {t(`compliance.order.reasons.${hold.reason}`)} ·{' '}
            {hold.decided_at === null
              ? t('compliance.order.statuses.open')
              : t('compliance.order.decided', {
                  status: t(`compliance.order.statuses.${hold.status}`),
                  who: hold.decided_by ?? '—',
                  date: dateTime(hold.decided_at),
                })}
          </p>
          {hold.note && <p className="text-slate-700">{hold.note}</p>}
          {hold.matches.length > 0 && (
            <MatchesTable matches={hold.matches} caption={t('compliance.order.title')} />
          )}
        </div>
      ))}
      {holds.some((hold) => hold.status === 'open') && (
        <Link to={paths.adminCompliance.path} className="text-sm text-brand-700 hover:underline">
          {t('compliance.title')}
        </Link>
      )}
    </div>
  );
}
