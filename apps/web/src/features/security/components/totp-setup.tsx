import type { FactorAdded } from '@giro/shared/accounts/second-factor-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { QrCode } from '@/components/ui/qr-code';
import { notify } from '@/lib/notify';
import { securityKeys } from '../api/security-keys';
import { confirmTotp, startTotp } from '../api/totp';
import { type RequestStepUp, StepUpCancelled, withStepUp } from '../lib/step-up';
import { CodeForm } from './code-form';
import { Waiting } from './waiting';

export type TotpSetupProps = {
  /** The app is on (the caller says so); `recovery_codes` when it makes a second factor needed. */
  onEnabled: (result: FactorAdded) => void;
  /** An account that already has a second factor proves it first (none while enrolling one). */
  requestStepUp?: RequestStepUp;
  /** The step-up was closed: there is nothing to set up. */
  onCancel?: () => void;
};

const noStepUp: RequestStepUp = async () => false;

/** Scan (or type) the secret, then the app's first code turns it on. */
export function TotpSetup({ onEnabled, requestStepUp = noStepUp, onCancel }: TotpSetupProps) {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);

  // Read when the setup opens, not followed: the secret is asked for once per opening.
  const opening = useRef({ requestStepUp, onCancel });

  // A new secret each time the setup opens: one shown earlier and never confirmed is replaced.
  useEffect(() => {
    let current = true;
    const { requestStepUp, onCancel } = opening.current;
    withStepUp(requestStepUp, startTotp).then(
      (started) => current && setEnrolment(started),
      (error: Error) => {
        if (error instanceof StepUpCancelled) onCancel?.();
        else notify.error(error.message);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  if (enrolment === null) return <Waiting label={t('totp.starting')} />;
  const confirm = async (code: string) => {
    const result = await confirmTotp(code);
    await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    onEnabled(result);
  };
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t('totp.scan')}</p>
      <QrCode
        value={enrolment.uri}
        label={t('totp.qrLabel')}
        className="mx-auto size-48 rounded-lg ring-1 ring-slate-200"
      />
      <p className="text-sm text-slate-700">{t('totp.manual')}</p>
      <CopyField
        label={t('totp.secretLabel')}
        value={enrolment.secret.replace(/(.{4})(?!$)/g, '$1 ')}
        copyLabel={t('totp.copyLabel')}
        copyText={t('totp.copy')}
        copiedText={t('totp.copied')}
        failedText={t('totp.copyFailed')}
        breakAll
      />
      <p className="text-sm text-slate-700">{t('totp.enterCode')}</p>
      <CodeForm kind="totp" submit={confirm} submitLabel={t('totp.confirm')} />
    </div>
  );
}
