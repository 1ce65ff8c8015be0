import type { AccountSecurity, FactorAdded } from '@giro/shared/accounts/second-factor-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/notify';
import { removeTotp } from '../api/totp';
import { useSecurityMutation } from '../api/use-security-mutation';
import { type RequestStepUp, withStepUp } from '../lib/step-up';
import { SecuritySection } from './security-section';
import { TotpSetup } from './totp-setup';
import { useSecurityDate } from './use-security-date';

export type TotpSectionProps = {
  security: AccountSecurity;
  requestStepUp: RequestStepUp;
  onRecoveryCodes: (codes: string[]) => void;
};

/** The authenticator app: on (with its setup dialog) or off (step-up when it is guarded). */
export function TotpSection({ security, requestStepUp, onRecoveryCodes }: TotpSectionProps) {
  const { t } = useTranslation('security');
  const date = useSecurityDate();
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  const close = () => setDialog(null);
  const disable = useSecurityMutation({
    mutationFn: () => withStepUp(requestStepUp, removeTotp),
    done: t('totp.disabled'),
    onDone: close,
  });
  const enabled = ({ recovery_codes }: FactorAdded) => {
    close();
    notify.success(t('totp.enabled'));
    if (recovery_codes) onRecoveryCodes(recovery_codes);
  };
  const on = security.totp_enabled_at !== null;

  return (
    <SecuritySection
      title={t('totp.title')}
      text={t('totp.text')}
      action={
        <Button variant="secondary" size="sm" onClick={() => setDialog(on ? 'disable' : 'setup')}>
          {on ? t('totp.disable') : t('totp.enable')}
        </Button>
      }
    >
      <p className="text-sm font-medium text-slate-800">
        {security.totp_enabled_at
          ? t('totp.on', { date: date(security.totp_enabled_at) })
          : t('totp.off')}
      </p>
      <Modal open={dialog === 'setup'} onClose={close} title={t('totp.setupTitle')}>
        {dialog === 'setup' && (
          <TotpSetup onEnabled={enabled} requestStepUp={requestStepUp} onCancel={close} />
        )}
      </Modal>
      <ConfirmModal
        open={dialog === 'disable'}
        title={t('totp.confirmDisableTitle')}
        onClose={close}
        onConfirm={() => disable.mutate(undefined)}
        pending={disable.isPending}
      >
        {t('totp.confirmDisableText')}
      </ConfirmModal>
    </SecuritySection>
  );
}
