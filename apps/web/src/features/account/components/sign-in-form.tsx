import { passwordPolicy } from '@giro/shared/accounts/password-limits';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { Form, useLazyZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-error';
import { type SecondStep, useSignIn } from '../api/sign-in';
import { LinkButton } from './link-button';
import { PasswordInput } from './password-input';
import { ResendActivation } from './resend-activation';
import { SubmitButton } from './submit-button';

export type SignInFormProps = {
  onForgotPassword: () => void;
  /** The password was right and the account asks for its second factor. */
  onSecondStep: (step: SecondStep) => void;
};

// The login page's first screen: zod arrives with the first check (useLazyZodForm).
const loadSchema = () =>
  import('@giro/shared/accounts/auth-contracts').then((module) => module.signInBodySchema);

export function SignInForm({ onForgotPassword, onSecondStep }: SignInFormProps) {
  const { t } = useTranslation('account');
  const signIn = useSignIn(onSecondStep);
  const form = useLazyZodForm(loadSchema, { defaultValues: { email: '', password: '' } });

  return (
    <Form form={form} onSubmit={(body) => signIn.mutate(body)} className="space-y-5">
      <FormField label={t('fields.email')}>
        <EmailInput {...form.register('email')} />
      </FormField>
      <div className="space-y-2">
        <FormField label={t('fields.password')}>
          <PasswordInput
            autoComplete="current-password"
            maxLength={passwordPolicy.maxLength}
            {...form.register('password')}
          />
        </FormField>
        <div className="text-right text-sm">
          <LinkButton onClick={onForgotPassword}>{t('signIn.forgotPassword')}</LinkButton>
        </div>
      </div>
      <SubmitButton
        label={t('signIn.submit')}
        pendingLabel={t('signIn.pending')}
        pending={signIn.isPending}
      />
      {/* Said only after a correct password (403): it reveals nothing to a stranger. */}
      {signIn.error instanceof ApiError && signIn.error.code === 'account_not_activated' && (
        <ResendActivation email={signIn.variables?.email ?? ''} />
      )}
    </Form>
  );
}
