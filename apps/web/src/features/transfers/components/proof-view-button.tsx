import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { type ProofKind, type ShownProof, useShowProof } from '../api/download-proof';

/** A blob: URL for `blob` while it is shown, revoked once it is not. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (blob === null) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

export type ProofViewButtonProps = {
  reference: string;
  kind: ProofKind;
  /** The button's text ('Ver comprobante'). */
  label: string;
  /** The preview's title and the image's text alternative. */
  title: string;
  size?: 'sm' | 'md';
};

/**
 * Shows an order's image file in a preview on the page, with a download link; a PDF is
 * downloaded, since the server sends it as an attachment under a sandbox.
 */
export function ProofViewButton({ reference, kind, label, title, size }: ProofViewButtonProps) {
  const { t } = useTranslation('transfers');
  const show = useShowProof(reference, kind);
  const [shown, setShown] = useState<ShownProof>(null);
  const url = useObjectUrl(shown?.image ?? null);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        disabled={show.isPending}
        onClick={() => show.mutate(undefined, { onSuccess: setShown })}
      >
        {label}
      </Button>
      <Modal
        open={url !== null}
        onClose={() => setShown(null)}
        title={title}
        className="sm:max-w-2xl"
        footer={
          url &&
          shown && (
            <a
              href={url}
              download={shown.fileName}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {t('detail.proofDownload')}
            </a>
          )
        }
      >
        {url && <img src={url} alt={title} className="mx-auto max-h-[70vh] w-auto rounded-lg" />}
      </Modal>
    </>
  );
}
