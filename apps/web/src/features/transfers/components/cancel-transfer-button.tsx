import { formatDateTime } from '@giro/shared/locale-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useAppStore } from '@/lib/store/app-store';
import { useCancelTransfer } from '../api/cancel-transfer';

export type CancelTransferButtonProps = {
  reference: string;
  /** A paid transfer: cancellable (with a full refund) until then. */
  until: string | null;
};

/**
 * Offered while the order awaits payment, or within 30 minutes of paying while not delivered
 * (the sender's right to cancel, with everything paid refunded); asks before cancelling.
 */
export function CancelTransferButton({ reference, until }: CancelTransferButtonProps) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  const [open, setOpen] = useState(false);
  const cancel = useCancelTransfer(reference, t('detail.cancelled'));
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('detail.cancel')}
      </Button>
      <ConfirmModal
        open={open}
        title={t('detail.cancel')}
        pending={cancel.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setOpen(false) })}
      >
        {until === null
          ? t('detail.cancelConfirm', { reference })
          : t('detail.cancelPaidConfirm', {
              reference,
              time: formatDateTime(until, language, { timeStyle: 'short' }),
            })}
      </ConfirmModal>
    </>
  );
}
