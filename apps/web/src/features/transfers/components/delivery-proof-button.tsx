import { useTranslation } from 'react-i18next';
import { ProofViewButton } from './proof-view-button';

/** The photo the operator took of the delivery. */
export function DeliveryProofButton({ reference }: { reference: string }) {
  const { t } = useTranslation('transfers');
  return (
    <ProofViewButton
      reference={reference}
      kind="delivery-proof"
      label={t('detail.deliveryProofView')}
      title={t('detail.deliveryProof')}
    />
  );
}
