import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { useSecurity } from '../api/get-security';
import { PasskeysSection } from './passkeys-section';
import { RecoveryCodesList } from './recovery-codes-list';
import { RecoveryCodesSection } from './recovery-codes-section';
import { SessionsSection } from './sessions-section';
import { useStepUp } from './step-up-dialog';
import { TotpSection } from './totp-section';
import { Waiting } from './waiting';

/**
 * The profile's 'Seguridad' tab and the console's Security screen: passkeys, the authenticator
 * app, recovery codes and open sessions.
 */
export function SecurityPanel() {
  const { t } = useTranslation('security');
  const security = useSecurity();
  const { requestStepUp, dialog } = useStepUp();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (!security.data) return <Waiting label={t('loading')} />;
  const shared = { security: security.data, requestStepUp, onRecoveryCodes: setCodes };
  return (
    <div className="divide-y divide-slate-200">
      <PasskeysSection {...shared} />
      <TotpSection {...shared} />
      {security.data.second_factor_required && <RecoveryCodesSection {...shared} />}
      <SessionsSection />
      {dialog}
      <Modal open={codes !== null} onClose={() => setCodes(null)} title={t('recovery.newTitle')}>
        {codes && <RecoveryCodesList codes={codes} onSaved={() => setCodes(null)} />}
      </Modal>
    </div>
  );
}
