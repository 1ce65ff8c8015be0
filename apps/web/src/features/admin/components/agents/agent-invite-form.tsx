import {
  type AdminAgent,
  agentInvitationBodySchema,
} from '@giro/shared/admin/agent-admin-contracts';
import { languages } from '@giro/shared/i18n';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAppStore } from '@/lib/store/app-store';
import { useInviteAgent } from '../../api/agents';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { FormDialog } from '../common/form-dialog';

export type AgentInviteFormProps = { agent: AdminAgent; onClose: () => void };

/** Invites an agent by email: the mail, in the chosen language, links to setting a password. */
export function AgentInviteForm({ agent, onClose }: AgentInviteFormProps) {
  const { t } = useAdminTranslation();
  const language = useAppStore((state) => state.language);
  const invite = useInviteAgent(onClose);
  const form = useZodForm(agentInvitationBodySchema, { defaultValues: { email: '', language } });

  return (
    <FormDialog
      open
      title={t('agents.invite.title', { name: agent.name })}
      onClose={onClose}
      form={form}
      onSubmit={(body) =>
        invite.mutate(
          { hash: agent.hash, body },
          { onError: (error) => showServerFieldErrors(form, error) },
        )
      }
      pending={invite.isPending}
      submitLabel={{ idle: t('agents.invite.send'), pending: t('agents.invite.sending') }}
    >
      <p className="text-sm text-slate-600">{t('agents.invite.lead')}</p>
      <FormField label={t('agents.invite.email')}>
        {/* Not EmailInput: the browser must not offer the operator's own address. */}
        <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t('agents.invite.language')}>
        <Select {...form.register('language')}>
          {languages.map((code) => (
            <option key={code} value={code}>
              {t(`agents.invite.languages.${code}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </FormDialog>
  );
}
