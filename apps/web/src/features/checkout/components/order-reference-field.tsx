import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';

/** The order's reference, which the sender writes in the payment's note, with a copy button. */
export function OrderReferenceField({ reference }: { reference: string }) {
  const { t } = useTranslation('checkout');
  return (
    <CopyField
      label={t('fiat.reference')}
      value={reference}
      copyLabel={t('copy.reference')}
      copyText={t('copy.action')}
      copiedText={t('copy.referenceDone')}
      failedText={t('copy.referenceFailed')}
    />
  );
}
