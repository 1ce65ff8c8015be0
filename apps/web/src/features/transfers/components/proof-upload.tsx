import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadProof } from '../api/upload-proof';

/** The proof of payment of a Zelle, PayPal or bank transfer order. */
export function ProofUpload({ reference }: { reference: string }) {
  const { t } = useTranslation('transfers');
  const id = useId();
  const upload = useUploadProof(reference, t('detail.proofUploaded'));
  return (
    <section className="space-y-2">
      <label htmlFor={id} className="block text-lg font-semibold text-brand-900">
        {t('detail.proof')}
      </label>
      <p className="text-sm text-slate-600">{t('detail.proofHint')}</p>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,application/pdf"
        disabled={upload.isPending}
        className="block text-sm"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) upload.mutate(file);
          event.currentTarget.value = '';
        }}
      />
    </section>
  );
}
