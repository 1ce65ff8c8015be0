import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDownloadProof } from '../api/download-proof';

/** The photo the operator took of the delivery. */
export function DeliveryProofButton({ reference }: { reference: string }) {
  const { t } = useTranslation('transfers');
  const download = useDownloadProof(reference, 'delivery-proof');
  return (
    <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
      {t('detail.deliveryProofView')}
    </Button>
  );
}
