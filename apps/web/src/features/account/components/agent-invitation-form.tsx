import { acceptInvitationBodySchema } from '@giro/shared/agents/agent-contracts';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/ui/email-input';
import { Field } from '@/components/ui/field';
import { Form, useZodForm } from '@/components/ui/form';
import { useAcceptAgentInvitation } from '../api/accept-agent-invitation';
import { PasswordPairFields } from './password-pair-fields';
import { SubmitButton } from './submit-button';

export type AgentInvitationFormProps = { token: string; email: string };

/** The invited agent's password and its confirmation; the address is the invitation's. */
export function AgentInvitationForm({ token, email }: AgentInvitationFormProps) {
  const { t } = useTranslation(['account', 'validation']);
  const accept = useAcceptAgentInvitation();
  const form = useZodForm(acceptInvitationBodySchema, {
    // The token travels with the form values, so the shared schema checks the whole body.
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  return (
    <Form form={form} onSubmit={(body) => accept.mutate(body)} className="space-y-5">
      {/* Read-only: a password manager stores the new password under this address. */}
      <Field label={t('fields.email')}>
        <EmailInput autoComplete="username" value={email} readOnly />
      </Field>
      <PasswordPairFields
        passwordLabel={t('fields.password')}
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
      />
      <SubmitButton
        label={t('agentInvitation.submit')}
        pendingLabel={t('agentInvitation.pending')}
        pending={accept.isPending}
      />
    </Form>
  );
}
