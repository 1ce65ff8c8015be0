import type { OrderHistoryEntry } from '@giro/shared/admin/order-admin-contracts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { actorText, eventText } from './order-history-lines';

/** Every status the order took, oldest first: when, from → to, who, and what happened. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  const status = (value: OrderHistoryEntry['to_status']) => t(`orders.statuses.${value}`);

  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-brand-900">{t('orders.sections.history')}</h3>
      <ol className="space-y-2 text-sm">
        {history.map((entry) => (
          <li key={`${entry.created_at}-${entry.to_status}`}>
            <time dateTime={entry.created_at} className="text-slate-500">
              {dateTime(entry.created_at)}
            </time>{' '}
            <span className="font-medium">
              {entry.from_status === null
                ? status(entry.to_status)
                : t('orders.historyEntry', {
                    from: status(entry.from_status),
                    to: status(entry.to_status),
                  })}
            </span>{' '}
            <span className="text-slate-500">
              {t('orders.by', { actor: actorText(entry.actor, t) })}
            </span>
            {(entry.event || entry.note) && (
              <p className="text-slate-700">
                {entry.event ? eventText(entry.event, t, money) : entry.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
