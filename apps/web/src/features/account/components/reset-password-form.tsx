import { passwordPolicy } from '@giro/shared/accounts/password-policy';
import {
  type ChangePasswordBodyInput,
  changePasswordBodySchema,
} from '@giro/shared/accounts/password-reset-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from './password-input';

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
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={maxTextLength}
          {...register('email')}
        />
      </Field>
      <Field
        label={t('fields.newPassword')}
        hint={errors.password ? undefined : t('validation:password_policy')}
        error={errors.password?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          maxLength={passwordPolicy.maxLength}
          {...register('password')}
        />
      </Field>
      <Field label={t('fields.confirmPassword')} error={errors.password_confirmation?.message}>
        <PasswordInput
          autoComplete="new-password"
          maxLength={passwordPolicy.maxLength}
          {...register('password_confirmation')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={change.isPending}>
        {change.isPending ? t('resetPassword.pending') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
