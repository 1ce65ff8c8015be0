import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadProof } from '../api/upload-proof';
import { ProofDropArea } from './proof-drop-area';
import { ProofViewButton } from './proof-view-button';

/** The proof of payment of a Zelle, PayPal or bank transfer order. */
export function ProofUpload({ reference, hasProof }: { reference: string; hasProof: boolean }) {
  const { t } = useTranslation('transfers');
  const titleId = useId();
  const upload = useUploadProof(reference, t('detail.proofUploaded'));
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold text-brand-900">
        {t('detail.proof')}
      </h2>
      <ProofDropArea onFile={(file) => upload.mutate(file)} uploading={upload.isPending} />
      {hasProof && (
        <ProofViewButton
          reference={reference}
          kind="proof"
          size="sm"
          label={t('detail.proofView')}
          title={t('detail.proof')}
        />
      )}
    </section>
  );
}
