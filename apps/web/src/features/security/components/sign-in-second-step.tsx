import type { SecondFactorMethod } from '@giro/shared/accounts/second-factor-methods';
import { useTranslation } from 'react-i18next';
import { proveSignIn } from '../api/second-factor-proofs';
import { SecondFactorForm } from './second-factor-form';

/** What the password step answered for an account with a second factor. */
type PendingSignIn = { token: string; methods: readonly SecondFactorMethod[] };

export type SignInSecondStepProps = PendingSignIn & {
  /** The full session's token, once the factor is proven. */
  onSignedIn: (token: string) => Promise<unknown>;
  /** Back to the password (the first step's token is simply dropped). */
  onRestart: () => void;
};

/** The sign-in's second step, on the storefront's panel and in the console alike. */
export function SignInSecondStep({ token, methods, onSignedIn, onRestart }: SignInSecondStepProps) {
  const { t } = useTranslation('security');
  return (
    <div className="space-y-5">
      <SecondFactorForm
        methods={methods}
        prove={async (proof) => onSignedIn((await proveSignIn(token, proof)).token)}
      />
      <p className="text-center">
        <button
          type="button"
          onClick={onRestart}
          className="text-sm text-slate-600 underline-offset-2 hover:underline"
        >
          {t('secondStep.cancel')}
        </button>
      </p>
    </div>
  );
}
