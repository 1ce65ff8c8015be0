import { Link } from 'react-router';
import { getHref, paths } from '@/config/paths';
import { useSignals } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';

/** Structuring signals of the last 30 days, each with the orders behind it. */
export function SignalsPanel() {
  const { t } = useAdminTranslation();
  const signals = useSignals();
  const dateTime = useDateTime();
  const money = useMoney();
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('compliance.signals.description')}</p>
      <QueryState query={signals}>
        {({ signals: list }) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-600">{t('compliance.signals.empty')}</p>
          ) : (
            <ul className="space-y-6">
              {list.map((signal) => (
                <li key={`${signal.kind}-${signal.subject}`} className="space-y-2">
                  <p className="text-sm font-semibold">
                    {t(`compliance.signals.kinds.${signal.kind}`, {
                      subject: signal.subject,
                      count: signal.count,
                    })}
                  </p>
                  <AdminTable
                    caption={signal.subject}
                    headers={[
                      t('compliance.signals.reference'),
                      t('compliance.signals.date'),
                      t('compliance.signals.sender'),
                      t('compliance.signals.receiver'),
                      t('compliance.signals.total'),
                    ]}
                  >
                    {signal.orders.map((order) => (
                      <tr key={order.reference}>
                        <td className={cellClass}>
                          <Link
                            to={getHref(paths.adminOrder.path, { reference: order.reference })}
                            className="text-brand-700 hover:underline"
                          >
                            {order.reference}
                          </Link>
                        </td>
                        <td className={cellClass}>{dateTime(order.created_at)}</td>
                        <td className={cellClass}>{order.sender_email}</td>
                        <td className={cellClass}>
                          {order.receiver_name} ({order.receiver_document})
                        </td>
                        <td className={cellClass}>{money(order.total, order.currency)}</td>
                      </tr>
                    ))}
                  </AdminTable>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
