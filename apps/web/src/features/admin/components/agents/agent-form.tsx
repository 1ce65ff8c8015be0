import {
  type AdminAgent,
  type CreateAgentBody,
  type CreateAgentBodyInput,
  createAgentBodySchema,
} from '@giro/shared/admin/agent-admin-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
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
};

export type AgentFormProps = {
  /** The agent to change; null to create one. */
  agent: AdminAgent | null;
  onClose: () => void;
};

/** An agent's name, destinations, markup and switch; a new one may choose its link hash. */
export function AgentForm({ agent, onClose }: AgentFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveAgent(onClose);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateAgentBodyInput, unknown, CreateAgentBody>({
    resolver: zodResolver(createAgentBodySchema),
    mode: 'onTouched',
    defaultValues: agent ?? newAgent,
  });
  const submit = handleSubmit(({ hash, ...terms }) =>
    save.mutate(
      agent ? { hash: agent.hash, body: terms } : { hash: null, body: { hash, ...terms } },
    ),
  );

  return (
    <FormDialog
      open
      title={agent ? t('agents.editTitle', { name: agent.name }) : t('agents.addTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={save.isPending}
    >
      <Field label={t('agents.name')} error={errors.name?.message}>
        <Input {...register('name')} />
      </Field>
      {agent === null && (
        <Field label={t('agents.hash')} hint={t('agents.hashHint')} error={errors.hash?.message}>
          <Input autoComplete="off" {...register('hash')} />
        </Field>
      )}
      <DecimalField
        label={t('agents.markup')}
        hint={t('agents.markupHint')}
        error={errors.markup_percent?.message}
        registration={register('markup_percent')}
      />
      <DestinationCheckboxes
        legend={t('agents.destinations')}
        registration={register('destinations')}
        error={errors.destinations?.message}
      />
      <CheckboxField label={t('agents.active')} {...register('active')} />
    </FormDialog>
  );
}
