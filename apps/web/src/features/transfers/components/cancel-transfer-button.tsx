import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useCancelTransfer } from '../api/cancel-transfer';

/** Offered only while the order awaits payment; asks before cancelling. */
export function CancelTransferButton({ reference }: { reference: string }) {
  const { t } = useTranslation('transfers');
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
        {t('detail.cancelConfirm', { reference })}
      </ConfirmModal>
    </>
  );
}
