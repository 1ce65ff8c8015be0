import {
  type ResetPasswordBodyInput,
  resetPasswordBodySchema,
} from '@giro/shared/accounts/password-reset-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { Field } from '@/components/ui/field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SubmitButton } from './submit-button';

export type ForgotPasswordFormProps = { onSent: (message: string) => void };

/** Asks for a reset link; `onSent` gets the server's message, the same for any address. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset(onSent);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordBodyInput>({
    resolver: zodResolver(resetPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const submit = handleSubmit((body) => request.mutate(body));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Field label={t('fields.email')} error={errors.email?.message}>
        <EmailInput {...register('email')} />
      </Field>
      <SubmitButton
        label={t('forgotPassword.submit')}
        pendingLabel={t('forgotPassword.pending')}
        pending={request.isPending}
      />
    </form>
  );
}
