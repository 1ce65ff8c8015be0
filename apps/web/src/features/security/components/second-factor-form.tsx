import type { SecondFactorMethod } from '@giro/shared/accounts/second-factor-methods';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProofInput } from '../api/second-factor-proofs';
import { CodeForm, type CodeKind } from './code-form';
import { PasskeyButton } from './passkey-button';

export type SecondFactorFormProps = {
  /** What the account can prove (the sign-in's answer, or the account's factors). */
  methods: readonly SecondFactorMethod[];
  prove: (proof: ProofInput) => Promise<unknown>;
};

const linkClasses = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * The second factor: the passkey when the account has one (nothing to type), the app's code,
 * and a recovery code behind a link.
 */
export function SecondFactorForm({ methods, prove }: SecondFactorFormProps) {
  const { t } = useTranslation('security');
  const hasTotp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  // null: only the passkey's button (an account without the app).
  const [kind, setKind] = useState<CodeKind | null>(hasTotp ? 'totp' : null);
  const otherCode: { kind: CodeKind | null; label: string } | null =
    kind === 'recovery_code'
      ? hasTotp
        ? { kind: 'totp', label: t('secondStep.useTotp') }
        : null
      : methods.includes('recovery_code')
        ? { kind: 'recovery_code', label: t('secondStep.useRecovery') }
        : null;

  return (
    <div className="space-y-5">
      {hasPasskey && (
        <PasskeyButton
          size="lg"
          variant={kind === null ? 'primary' : 'secondary'}
          className="w-full"
          label={t('secondStep.usePasskey')}
          run={() => prove({ method: 'passkey' })}
        />
      )}
      {hasPasskey && kind !== null && (
        <p className="text-center text-sm text-slate-500">{t('secondStep.or')}</p>
      )}
      {kind !== null && (
        <CodeForm
          key={kind}
          kind={kind}
          submit={(code) => prove({ method: kind, code })}
          submitLabel={t('secondStep.submit')}
        />
      )}
      {otherCode && (
        <p className="text-center">
          <button type="button" className={linkClasses} onClick={() => setKind(otherCode.kind)}>
            {otherCode.label}
          </button>
        </p>
      )}
    </div>
  );
}
