import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { UploadIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export type ProofDropAreaProps = {
  onFile: (file: File) => void;
  uploading: boolean;
};

/**
 * The proof's file picker drawn as a drop area with a button. The native input, transparent,
 * covers the whole area: a click or a dropped file reaches it with no script, Tab focuses it,
 * Enter or Space opens the picker, and the area draws the focus ring around it. While a file is
 * dragged over it, the area lights up so the sender sees where to let go.
 */
export function ProofDropArea({ onFile, uploading }: ProofDropAreaProps) {
  const { t } = useTranslation('transfers');
  const id = useId();
  const nameId = `${id}-name`;
  const hintId = `${id}-hint`;
  const [dragging, setDragging] = useState(false);
  return (
    <div className="space-y-2">
      <div
        data-dragging={dragging || undefined}
        className={cn(
          'relative flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center transition-colors',
          'hover:border-brand-300 hover:bg-brand-50',
          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600',
          dragging && 'border-brand-500 bg-brand-50',
          uploading && 'opacity-60',
        )}
      >
        <UploadIcon className="size-8 text-brand-700" />
        <span id={nameId} className={buttonClasses({ size: 'sm' })}>
          {uploading ? t('detail.proofUploading') : t('detail.proofUpload')}
        </span>
        <span className="text-sm text-slate-600">{t('detail.proofDrop')}</span>
        <input
          type="file"
          accept="image/png,image/jpeg,application/pdf"
          disabled={uploading}
          aria-labelledby={nameId}
          aria-describedby={hintId}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-wait"
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
            event.currentTarget.value = '';
          }}
        />
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t('detail.proofHint')}
      </p>
    </div>
  );
}
