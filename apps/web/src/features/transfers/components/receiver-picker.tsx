import type { SavedReceiver } from '@giro/shared/transfers/receiver-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useDeleteReceiver } from '../api/delete-receiver';
import { useReceivers } from '../api/get-receivers';

export type ReceiverPickerProps = {
  /** Only receivers of the cart's destination currency are offered. */
  destination: string;
  onPick: (saved: SavedReceiver) => void;
};

function SavedReceiverItem({ saved, onPick }: { saved: SavedReceiver; onPick: () => void }) {
  const { t } = useTranslation('transfers');
  const remove = useDeleteReceiver();
  const name = saved.receiver.fullname;
  const card = saved.bank.number_card || saved.bank.account;
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">
          {[saved.receiver.document, card && `•••• ${card.slice(-4)}`].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onPick} aria-label={t('picker.use', { name })}>
          {t('picker.useShort')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={remove.isPending}
          onClick={() => remove.mutate(saved.id)}
          aria-label={t('picker.delete', { name })}
        >
          {t('picker.deleteShort')}
        </Button>
      </div>
    </li>
  );
}

/** 'Elegir destinatario': refills the receiver and bank from one of the sender's past orders. */
export function ReceiverPicker({ destination, onPick }: ReceiverPickerProps) {
  const { t } = useTranslation('transfers');
  const [open, setOpen] = useState(false);
  const { data } = useReceivers();
  const offered = (data ?? []).filter((saved) => saved.destination_currency === destination);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('picker.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('picker.title')}>
        {offered.length === 0 ? (
          <p className="text-slate-600">{t('picker.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {offered.map((saved) => (
              <SavedReceiverItem
                key={saved.id}
                saved={saved}
                onPick={() => {
                  onPick(saved);
                  setOpen(false);
                }}
              />
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
