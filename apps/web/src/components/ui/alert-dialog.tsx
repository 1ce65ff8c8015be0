import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { WarningIcon } from './icons';

export type AlertDialogProps = {
  /** The dialog is open while there is a message. */
  message: string | null;
  title: string;
  onClose: () => void;
};

/** An error the sender must acknowledge: the accessible stand-in for `window.alert`. */
export function AlertDialog({ message, title, onClose }: AlertDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-800 shadow-2xl backdrop:bg-brand-950/50 backdrop:backdrop-blur-[2px]"
    >
      <div className="flex gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
          <WarningIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-brand-900">
            {title}
          </h2>
          <p id={messageId} className="mt-2 whitespace-pre-line text-slate-700">
            {message}
          </p>
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} autoFocus>
          {t('actions.accept')}
        </Button>
      </div>
    </Dialog>
  );
}
