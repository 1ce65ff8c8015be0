import {
  type ResetPasswordBodyInput,
  resetPasswordBodySchema,
} from '@giro/shared/accounts/password-reset-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/request-password-reset';

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
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={maxTextLength}
          {...register('email')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? t('forgotPassword.pending') : t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
