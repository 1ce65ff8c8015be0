import { Button } from '@/components/ui/button';
import { type OrderFileKind, useOpenOrderProof } from '../../api/order-proof';
import { useAdminTranslation } from '../../lib/use-admin-translation';

const labels = {
  proof: 'orders.viewProof',
  'delivery-proof': 'orders.deliveryProof.view',
} as const satisfies Record<OrderFileKind, string>;

/** Opens the sender's payment proof (to check before marking paid) or the delivery photo. */
export function OrderProofButton({
  reference,
  kind = 'proof',
}: {
  reference: string;
  kind?: OrderFileKind;
}) {
  const { t } = useAdminTranslation();
  const open = useOpenOrderProof(reference, kind);
  return (
    <Button size="sm" variant="secondary" disabled={open.isPending} onClick={() => open.mutate()}>
      {t(labels[kind])}
    </Button>
  );
}
