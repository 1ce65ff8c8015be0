import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDownloadProof } from '../api/download-proof';
import { useUploadProof } from '../api/upload-proof';

/** The proof of payment of a Zelle, PayPal or bank transfer order. */
export function ProofUpload({ reference, hasProof }: { reference: string; hasProof: boolean }) {
  const { t } = useTranslation('transfers');
  const id = useId();
  const upload = useUploadProof(reference, t('detail.proofUploaded'));
  const download = useDownloadProof(reference);
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
      {hasProof && (
        <Button
          variant="secondary"
          size="sm"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('detail.proofView')}
        </Button>
      )}
    </section>
  );
}
