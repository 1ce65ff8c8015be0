import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { appStore } from '@/lib/store/app-store';

export type AgentRefusalProps = { message: string };

/**
 * The agent check said no (spec §2): the server's message in an 'Información' modal. Closing it
 * drops the link's hash (from the store and the address), so the sender goes on as a direct
 * customer with the calculator, and a later visit to `/` never finds the bad hash again.
 */
export function AgentRefusal({ message }: AgentRefusalProps) {
  const { t } = useTranslation('calculator');
  const [, setSearchParams] = useSearchParams();
  const continueDirect = () => {
    appStore.setState({ freelancer: null });
    setSearchParams(
      (params) => {
        params.delete('hash');
        return params;
      },
      { replace: true },
    );
  };
  return (
    <Modal
      open
      onClose={continueDirect}
      title={t('agent.title')}
      footer={<Button onClick={continueDirect}>{t('agent.continueDirect')}</Button>}
    >
      <p className="font-medium text-slate-900">{t('agent.unavailable')}</p>
      {message && <p className="mt-2 whitespace-pre-line">{message}</p>}
    </Modal>
  );
}
