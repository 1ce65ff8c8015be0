import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import { Button } from '@/components/ui/button';
import { useResolveAttention } from '../../api/orders';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';

/** Money the order did not expect: what arrived, and the operator's "dealt with it". */
export function OrderAttention({ order }: { order: AdminOrderDetail }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const resolve = useResolveAttention();
  if (order.attention === null) return null;
  const { reason, detail, at } = order.attention;

  return (
    <section
      aria-labelledby="order-attention-title"
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="order-attention-title" className="font-semibold">
        {t('orders.attention.title')}
      </h3>
      <p className="mt-1 text-sm">{t(`orders.attention.reasons.${reason}`)}</p>
      <p className="mt-1 text-sm">
        {detail} · <time dateTime={at}>{dateTime(at)}</time>
      </p>
      <Button
        size="sm"
        className="mt-3"
        disabled={resolve.isPending}
        onClick={() => resolve.mutate(order.reference)}
      >
        {t('orders.attention.resolve')}
      </Button>
    </section>
  );
}
