import type {
  LineOrder,
  StatementLine,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useMoney } from '../../lib/use-money';
import { OrderReferenceLink } from '../orders/order-links';

function OrderSummary({ order }: { order: LineOrder }) {
  const { t } = useAdminTranslation();
  const money = useMoney();
  return (
    <>
      <OrderReferenceLink reference={order.reference} />
      <span className="block">
        {order.sender_name} · {money(order.total, order.currency)}
      </span>
      <span className="block text-xs text-slate-500">{t(`orders.statuses.${order.status}`)}</span>
    </>
  );
}

/** The order matching found beside a line (or the ones it could be), and why. */
export function LineOrderCell({ line }: { line: StatementLine }) {
  const { t } = useAdminTranslation();
  const money = useMoney();
  const { order } = line;
  return (
    <div className="space-y-1">
      {order ? (
        <OrderSummary order={order} />
      ) : (
        <span className="text-slate-500">{t('reconciliation.review.noOrder')}</span>
      )}
      {order && line.result === 'amount_differs' && line.group_amount && (
        <span className="block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
          {t('reconciliation.review.received', {
            received: money(line.group_amount, line.currency),
            total: money(order.total, order.currency),
          })}
        </span>
      )}
      {!order && line.candidates.length > 0 && (
        <span className="block text-xs text-slate-600">
          {t('reconciliation.review.candidates')}{' '}
          {line.candidates.map((candidate) => candidate.reference).join(', ')}
        </span>
      )}
      <span className="block text-xs text-slate-500">
        {t(`reconciliation.reasons.${line.reason}`)}
      </span>
    </div>
  );
}
