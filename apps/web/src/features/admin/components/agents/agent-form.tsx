import {
  type AdminAgent,
  type CreateAgentBodyInput,
  createAgentBodySchema,
} from '@giro/shared/admin/agent-admin-contracts';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveAgent } from '../../api/agents';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CheckboxField } from '../common/checkbox-field';
import { DecimalField } from '../common/decimal-field';
import { DestinationCheckboxes } from '../common/destination-checkboxes';
import { FormDialog } from '../common/form-dialog';

const newAgent: CreateAgentBodyInput = {
  hash: '',
  name: '',
  active: true,
  destinations: [],
  markup_percent: '0',
  commission_share_percent: '0',
};

export type AgentFormProps = {
  /** The agent to change; null to create one. */
  agent: AdminAgent | null;
  onClose: () => void;
};

/**
 * An agent's name, destinations, markup, commission share and switch; a new one may choose its
 * link hash.
 */
export function AgentForm({ agent, onClose }: AgentFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveAgent(onClose);
  const form = useZodForm(createAgentBodySchema, { defaultValues: agent ?? newAgent });

  return (
    <FormDialog
      open
      title={agent ? t('agents.editTitle', { name: agent.name }) : t('agents.addTitle')}
      onClose={onClose}
      form={form}
      onSubmit={({ hash, ...terms }) =>
        save.mutate(
          agent ? { hash: agent.hash, body: terms } : { hash: null, body: { hash, ...terms } },
        )
      }
      pending={save.isPending}
    >
      <FormField label={t('agents.name')}>
        <Input {...form.register('name')} />
      </FormField>
      {agent === null && (
        <FormField label={t('agents.hash')} hint={t('agents.hashHint')}>
          <Input autoComplete="off" {...form.register('hash')} />
        </FormField>
      )}
      <DecimalField
        label={t('agents.markup')}
        hint={t('agents.markupHint')}
        registration={form.register('markup_percent')}
      />
      <DecimalField
        label={t('agents.commissionShare')}
        hint={t('agents.commissionShareHint')}
        registration={form.register('commission_share_percent')}
      />
      <DestinationCheckboxes
        legend={t('agents.destinations')}
        registration={form.register('destinations')}
      />
      <CheckboxField label={t('agents.active')} {...form.register('active')} />
    </FormDialog>
  );
}
