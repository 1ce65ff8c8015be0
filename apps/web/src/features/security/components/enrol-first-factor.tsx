import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { addPasskey } from '../api/passkeys';
import { securityKeys } from '../api/security-keys';
import { PasskeyButton } from './passkey-button';
import { RecoveryCodesList } from './recovery-codes-list';
import { TotpSetup } from './totp-setup';

export type EnrolFirstFactorProps = {
  /** The factor is on and its recovery codes were shown: the console may open. */
  onDone: () => void;
};

type Step = { kind: 'choose' } | { kind: 'totp' } | { kind: 'codes'; codes: string[] };

function Option(props: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
      <div>
        <h2 className="font-semibold text-brand-900">{props.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{props.text}</p>
      </div>
      {props.children}
    </div>
  );
}

/**
 * What a staff member without a second factor sees instead of the console: add a passkey or an
 * authenticator app, then keep the recovery codes.
 */
export function EnrolFirstFactor({ onDone }: EnrolFirstFactorProps) {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const added = async (codes: string[] | null) => {
    await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    if (codes) setStep({ kind: 'codes', codes });
    else onDone();
  };

  if (step.kind === 'codes') {
    return <RecoveryCodesList codes={step.codes} onSaved={onDone} />;
  }
  if (step.kind === 'totp') {
    return (
      <div className="space-y-5">
        <TotpSetup onEnabled={({ recovery_codes }) => void added(recovery_codes)} />
        <Button variant="ghost" size="sm" onClick={() => setStep({ kind: 'choose' })}>
          {t('enrol.back')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Option title={t('enrol.passkeyTitle')} text={t('enrol.passkeyText')}>
        <PasskeyButton
          className="w-full"
          label={t('passkeys.add')}
          run={async () => added((await addPasskey()).recovery_codes)}
        />
      </Option>
      <Option title={t('enrol.totpTitle')} text={t('enrol.totpText')}>
        <Button variant="secondary" className="w-full" onClick={() => setStep({ kind: 'totp' })}>
          {t('enrol.useTotp')}
        </Button>
      </Option>
    </div>
  );
}
