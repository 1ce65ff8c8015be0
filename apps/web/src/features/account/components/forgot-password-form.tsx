import { resetPasswordBodySchema } from '@giro/shared/accounts/password-reset-contracts';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SubmitButton } from './submit-button';

export type ForgotPasswordFormProps = { onSent: (message: string) => void };

/** Asks for a reset link; `onSent` gets the server's message, the same for any address. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset(onSent);
  const form = useZodForm(resetPasswordBodySchema, { defaultValues: { email: '' } });

  return (
    <Form form={form} onSubmit={(body) => request.mutate(body)} className="space-y-5">
      <FormField label={t('fields.email')}>
        <EmailInput {...form.register('email')} />
      </FormField>
      <SubmitButton
        label={t('forgotPassword.submit')}
        pendingLabel={t('forgotPassword.pending')}
        pending={request.isPending}
      />
    </Form>
  );
}
