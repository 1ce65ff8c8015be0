import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Dialog } from './dialog';
import { CloseIcon } from './icons';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Action buttons, right-aligned under the content. */
  footer?: ReactNode;
  className?: string;
};

export function Modal({ open, onClose, title, children, footer, className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-800 shadow-2xl',
        'backdrop:bg-brand-950/50 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{t('actions.closeDialog')}</span>
        </button>
      </div>
      <div className="px-6 py-5 text-slate-700">{children}</div>
      {footer && (
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-6 py-4">
          {footer}
        </div>
      )}
    </Dialog>
  );
}
