import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export type AgentRefusalProps = { message: string };

/**
 * The agent check said no (spec §2): the server's message in an 'Información' modal, and the
 * form stays hidden. The card keeps saying why once the modal is closed.
 */
export function AgentRefusal({ message }: AgentRefusalProps) {
  const { t } = useTranslation('calculator');
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <>
      <div className="mt-5 rounded-xl bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200">
        <p className="font-medium text-slate-900">{t('agent.unavailable')}</p>
        {message && <p className="mt-2 text-sm whitespace-pre-line">{message}</p>}
      </div>
      <Modal
        open={open}
        onClose={close}
        title={t('agent.title')}
        footer={<Button onClick={close}>{t('agent.accept')}</Button>}
      >
        <p className="whitespace-pre-line">{message}</p>
      </Modal>
    </>
  );
}
