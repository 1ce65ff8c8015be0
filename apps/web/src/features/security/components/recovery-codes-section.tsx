import type { AccountSecurity } from '@giro/shared/accounts/second-factor-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { newRecoveryCodes } from '../api/recovery-codes';
import { useSecurityMutation } from '../api/use-security-mutation';
import { type RequestStepUp, withStepUp } from '../lib/step-up';
import { SecuritySection } from './security-section';

export type RecoveryCodesSectionProps = {
  security: AccountSecurity;
  requestStepUp: RequestStepUp;
  onRecoveryCodes: (codes: string[]) => void;
};

/** How many recovery codes are left, and ten new ones (step-up first). */
export function RecoveryCodesSection({
  security,
  requestStepUp,
  onRecoveryCodes,
}: RecoveryCodesSectionProps) {
  const { t } = useTranslation('security');
  const [confirming, setConfirming] = useState(false);
  const renew = useSecurityMutation({
    mutationFn: () => withStepUp(requestStepUp, newRecoveryCodes),
    onDone: ({ recovery_codes }) => {
      setConfirming(false);
      onRecoveryCodes(recovery_codes);
    },
  });
  return (
    <SecuritySection
      title={t('recovery.title')}
      text={t('recovery.text')}
      action={
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {t('recovery.regenerate')}
        </Button>
      }
    >
      <p className="text-sm font-medium text-slate-800">
        {t('recovery.left', { count: security.recovery_codes_left })}
      </p>
      <ConfirmModal
        open={confirming}
        title={t('recovery.confirmTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={() => renew.mutate(undefined)}
        pending={renew.isPending}
      >
        {t('recovery.confirmText')}
      </ConfirmModal>
    </SecuritySection>
  );
}
