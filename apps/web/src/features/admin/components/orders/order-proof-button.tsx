import { Button } from '@/components/ui/button';
import { useOpenOrderProof } from '../../api/order-proof';
import { useAdminTranslation } from '../../lib/use-admin-translation';

/** Opens the payment proof the sender uploaded, to check it before marking the order paid. */
export function OrderProofButton({ reference }: { reference: string }) {
  const { t } = useAdminTranslation();
  const open = useOpenOrderProof(reference);
  return (
    <Button size="sm" variant="secondary" disabled={open.isPending} onClick={() => open.mutate()}>
      {t('orders.viewProof')}
    </Button>
  );
}
