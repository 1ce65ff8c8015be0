import { changePasswordBodySchema } from '@giro/shared/accounts/password-reset-contracts';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { useChangePassword } from '../api/change-password';
import { PasswordPairFields } from './password-pair-fields';
import { SubmitButton } from './submit-button';

export type ResetPasswordFormProps = { token: string; email: string };

/** Email, new password and confirmation for a checked reset link (spec §2). */
export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const { t } = useTranslation(['account', 'validation']);
  const change = useChangePassword();
  const form = useZodForm(changePasswordBodySchema, {
    // The token travels with the form values, so the shared schema checks the whole body.
    defaultValues: { email, password: '', password_confirmation: '', token },
  });

  return (
    <Form form={form} onSubmit={(body) => change.mutate(body)} className="space-y-5">
      <FormField label={t('fields.email')}>
        <EmailInput autoComplete="username" {...form.register('email')} />
      </FormField>
      <PasswordPairFields
        passwordLabel={t('fields.newPassword')}
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
      />
      <SubmitButton
        label={t('resetPassword.submit')}
        pendingLabel={t('resetPassword.pending')}
        pending={change.isPending}
      />
    </Form>
  );
}
