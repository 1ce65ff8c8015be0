import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import { useId } from 'react';
import { useUploadDeliveryProof } from '../../api/delivery-proof';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { OrderProofButton } from './order-proof-button';

/** Whether an order in this status takes a delivery photo (the server checks it too). */
export const takesDeliveryProof = (status: AdminOrderDetail['status']) =>
  status === 'processing' || status === 'delivered';

/** The optional photo of the delivery, shown to the sender in their order's detail. */
export function DeliveryProofUpload({
  order,
}: {
  order: Pick<AdminOrderDetail, 'reference' | 'delivery_proof'>;
}) {
  const { t } = useAdminTranslation();
  const id = useId();
  const upload = useUploadDeliveryProof();
  return (
    <section className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('orders.deliveryProof.label')}
      </label>
      <p className="text-sm text-slate-500">{t('orders.deliveryProof.hint')}</p>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        disabled={upload.isPending}
        className="block text-sm"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) upload.mutate({ reference: order.reference, file });
          event.currentTarget.value = '';
        }}
      />
      {order.delivery_proof && (
        <OrderProofButton reference={order.reference} kind="delivery-proof" />
      )}
    </section>
  );
}
