import { type SignInBodyInput, signInBodySchema } from '@giro/shared/accounts/auth-contracts';
import { passwordPolicy } from '@giro/shared/accounts/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { Field } from '@/components/ui/field';
import { useSignIn } from '../api/sign-in';
import { LinkButton } from './link-button';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

export type SignInFormProps = { onForgotPassword: () => void };

export function SignInForm({ onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('account');
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInBodyInput>({
    resolver: zodResolver(signInBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit((body) => signIn.mutate(body));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Field label={t('fields.email')} error={errors.email?.message}>
        <EmailInput {...register('email')} />
      </Field>
      <div className="space-y-2">
        <Field label={t('fields.password')} error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            maxLength={passwordPolicy.maxLength}
            {...register('password')}
          />
        </Field>
        <div className="text-right text-sm">
          <LinkButton onClick={onForgotPassword}>{t('signIn.forgotPassword')}</LinkButton>
        </div>
      </div>
      <SubmitButton
        label={t('signIn.submit')}
        pendingLabel={t('signIn.pending')}
        pending={signIn.isPending}
      />
    </form>
  );
}
