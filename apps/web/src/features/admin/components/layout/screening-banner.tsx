import { Link } from 'react-router';
import { getHref, paths } from '@/config/paths';
import { useScreeningStatus } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';

/**
 * Red on every console screen while no SDN list is in force (none imported, or not confirmed
 * current for 7 days): every new order is held until one is, and the operator must know.
 */
export function ScreeningBanner() {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const { data } = useScreeningStatus();
  if (data === undefined || data.state === 'in_force') return null;
  const held = t('screening.waiting', { count: data.waiting_orders });
  return (
    <div role="alert" className="bg-red-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
        <p className="font-semibold">
          {data.state === 'missing'
            ? t('screening.missing')
            : t('screening.stale', {
                date: dateTime(data.checked_at ?? ''),
                days: data.max_age_days,
              })}{' '}
          <span className="font-normal">{held}</span>
        </p>
        <Link
          to={getHref(paths.adminCompliance.path, {}, { tab: 'lists' })}
          className="font-semibold underline underline-offset-2 hover:no-underline"
        >
          {t('screening.action')}
        </Link>
      </div>
    </div>
  );
}
