import type { AccountSecurity } from '@giro/shared/accounts/second-factor-contracts';
import type { SecondFactorMethod } from '@giro/shared/accounts/second-factor-methods';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/notify';
import { useSecurity } from '../api/get-security';
import { proveStepUp } from '../api/second-factor-proofs';
import { securityKeys } from '../api/security-keys';
import type { RequestStepUp } from '../lib/step-up';
import { SecondFactorForm } from './second-factor-form';
import { Waiting } from './waiting';

/** What the account can prove again: its app, its passkeys, its recovery codes. */
function methodsOf(security: AccountSecurity): SecondFactorMethod[] {
  return [
    ...(security.totp_enabled_at === null ? [] : (['totp'] as const)),
    ...(security.passkeys.length === 0 ? [] : (['passkey'] as const)),
    ...(security.recovery_codes_left === 0 ? [] : (['recovery_code'] as const)),
  ];
}

function StepUpForm({ onProven }: { onProven: () => void }) {
  const { t } = useTranslation('security');
  const security = useSecurity();
  const queryClient = useQueryClient();
  if (!security.data) return <Waiting label={t('loading')} />;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{t('stepUp.lead')}</p>
      <SecondFactorForm
        methods={methodsOf(security.data)}
        prove={async (proof) => {
          await proveStepUp(proof);
          await queryClient.invalidateQueries({ queryKey: securityKeys.overview });
          notify.success(t('stepUp.done'));
          onProven();
        }}
      />
    </div>
  );
}

/**
 * `requestStepUp()` opens a dialog asking for the second factor again and resolves true once it
 * is proven, false when the person closes it; render `dialog` where the hook is used.
 */
export function useStepUp(): { requestStepUp: RequestStepUp; dialog: ReactNode } {
  const { t } = useTranslation('security');
  const [open, setOpen] = useState(false);
  const answer = useRef<((proven: boolean) => void) | null>(null);
  const requestStepUp = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const finish = (proven: boolean) => {
    answer.current?.(proven);
    answer.current = null;
    setOpen(false);
  };
  const dialog = (
    <Modal open={open} onClose={() => finish(false)} title={t('stepUp.title')}>
      {open && <StepUpForm onProven={() => finish(true)} />}
    </Modal>
  );
  return { requestStepUp, dialog };
}
