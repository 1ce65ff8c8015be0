import type { AdminOrderDetail, OrderAction } from '@giro/shared/admin/order-admin-contracts';
import { formatCrypto, formatRate } from '@giro/shared/locale-format';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/store/app-store';
import { useOrder } from '../../api/orders';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useMoney } from '../../lib/use-money';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';
import { OrderCompliance } from '../compliance/order-compliance';
import { DeliveryProofUpload, takesDeliveryProof } from './delivery-proof-upload';
import { DetailList } from './detail-list';
import { OrderActionDialog } from './order-action-dialog';
import { OrderAttention } from './order-attention';
import { OrderHistory } from './order-history';
import { useQueueHref } from './order-links';
import { OrderProofButton } from './order-proof-button';
import { repeatedFields, snapshotFields, snapshotValue } from './order-values';

const amountFields = ['principal', 'commission', 'delivery_cost', 'total'] as const;
const paymentFields = [
  'payer_account',
  'payer_transaction',
  'txid',
  'gateway_transaction_id',
] as const;

function OrderFields({ order }: { order: AdminOrderDetail }) {
  const { t } = useAdminTranslation();
  const language = useAppStore((state) => state.language);
  const snapshot = (values: Record<string, string | null>): [string, string | null][] =>
    snapshotFields(values)
      .filter(([key]) => !repeatedFields.has(key))
      .map(([key, value]) => [
        t(`orders.snapshot.${key}`, { defaultValue: key }),
        value && snapshotValue(key, value, t),
      ]);
  const money = useMoney();

  return (
    // Two columns at most: at three, an email or an address broke in the middle of a word.
    <div className="grid gap-6 md:grid-cols-2">
      <DetailList
        title={t('orders.sections.amounts')}
        entries={[
          ...amountFields.map((key): [string, string] => [
            t(`orders.fields.${key}`),
            money(order[key], order.pricing_currency),
          ]),
          [t('orders.fields.receiving'), money(order.receiving, order.destination_currency)],
          [
            t('orders.fields.rate'),
            formatRate(order.rate, order.pricing_currency, order.destination_currency, language),
          ],
          [
            t('orders.fields.crypto_amount'),
            order.crypto_amount &&
              formatCrypto(order.crypto_amount, order.payment_currency, language),
          ],
        ]}
      />
      <DetailList
        title={t('orders.sections.payment')}
        entries={[
          [t('orders.columns.method'), t(`orders.methods.${order.method}`)],
          [t('orders.fields.email'), order.email],
          [t('orders.fields.agent_hash'), order.agent_hash],
          ...paymentFields.map((key): [string, string | null] => [
            t(`orders.fields.${key}`),
            order[key],
          ]),
        ]}
      />
      {order.pay_to && (
        <DetailList title={t('orders.sections.payTo')} entries={snapshot(order.pay_to)} />
      )}
      <DetailList title={t('orders.sections.sender')} entries={snapshot(order.sender)} />
      <DetailList title={t('orders.sections.receiver')} entries={snapshot(order.receiver)} />
      <DetailList title={t('orders.sections.bank')} entries={snapshot(order.bank)} />
    </div>
  );
}

/**
 * One order's page (/admin/orders/:reference): its snapshots, amounts, payment, history, and the
 * status changes it allows.
 */
export function OrderDetail({ reference }: { reference: string }) {
  const { t } = useAdminTranslation();
  const queueHref = useQueueHref();
  const order = useOrder(reference);
  const [action, setAction] = useState<OrderAction | null>(null);
  const actions = order.data?.actions ?? [];

  return (
    <>
      <Link to={queueHref} className="text-sm font-medium text-brand-700 hover:underline">
        {t('orders.backToQueue')}
      </Link>
      <AdminSection
        title={t('orders.detailTitle', { reference })}
        description={order.data && t(`orders.statuses.${order.data.status}`)}
        actions={actions.map((name) => (
          <Button key={name} size="sm" onClick={() => setAction(name)}>
            {t(`orders.actions.${name}`)}
          </Button>
        ))}
      >
        <QueryState query={order}>
          {(detail) => (
            <div className="space-y-6">
              {detail.attention && <OrderAttention order={detail} />}
              <OrderCompliance holds={detail.compliance} />
              {detail.proof && <OrderProofButton reference={detail.reference} />}
              {takesDeliveryProof(detail.status) && <DeliveryProofUpload order={detail} />}
              {detail.actions.length === 0 && (
                <p className="text-sm text-slate-500">{t('orders.noActions')}</p>
              )}
              <OrderFields order={detail} />
              <OrderHistory history={detail.history} />
            </div>
          )}
        </QueryState>
        {action !== null && (
          <OrderActionDialog
            order={{ reference }}
            action={action}
            onClose={() => setAction(null)}
          />
        )}
      </AdminSection>
    </>
  );
}
