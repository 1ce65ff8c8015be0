import {
  type ChangePasswordBodyInput,
  changePasswordBodySchema,
} from '@giro/shared/accounts/password-reset-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { Field } from '@/components/ui/field';
import { useChangePassword } from '../api/change-password';
import { PasswordPairFields } from './password-pair-fields';
import { SubmitButton } from './submit-button';

export type ResetPasswordFormProps = { token: string; email: string };

/** Email, new password and confirmation for a checked reset link (spec §2). */
export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const { t } = useTranslation(['account', 'validation']);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordBodyInput>({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onTouched',
    // The token travels with the form values, so the shared schema checks the whole body.
    defaultValues: { email, password: '', password_confirmation: '', token },
  });
  const submit = handleSubmit((body) => change.mutate(body));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Field label={t('fields.email')} error={errors.email?.message}>
        <EmailInput autoComplete="username" {...register('email')} />
      </Field>
      <PasswordPairFields
        passwordLabel={t('fields.newPassword')}
        password={register('password')}
        passwordError={errors.password?.message}
        confirmation={register('password_confirmation')}
        confirmationError={errors.password_confirmation?.message}
      />
      <SubmitButton
        label={t('resetPassword.submit')}
        pendingLabel={t('resetPassword.pending')}
        pending={change.isPending}
      />
    </form>
  );
}
