import type { AdminAgent } from '@giro/shared/admin/agent-admin-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAgents } from '../../api/agents';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { cellClass } from '../common/admin-table';
import { CrudSection } from '../common/crud-section';
import { EnabledBadge } from '../common/enabled-badge';
import { AgentAccount } from './agent-account';
import { AgentCommissionsDialog } from './agent-commissions-dialog';
import { AgentForm } from './agent-form';
import { AgentInviteForm } from './agent-invite-form';
import { AgentLink } from './agent-link';

const headers = [
  'name',
  'link',
  'destinations',
  'markup',
  'commissionShare',
  'account',
  'commissions',
  'actions',
];

/** The agent whose invite or commissions dialog is open. */
type AgentDialog = { kind: 'invite' | 'commissions'; agent: AdminAgent } | null;

/** Agents (freelancers): their terms, the link each one shares, their account and commission. */
export function AgentsSection() {
  const { t } = useAdminTranslation();
  const agents = useAgents();
  const [dialog, setDialog] = useState<AgentDialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <CrudSection
        title={t('agents.title')}
        description={t('agents.description')}
        addLabel={t('agents.add')}
        query={agents}
        headers={headers.map((key) => t(`agents.columns.${key}`))}
        rowKey={(agent) => agent.hash}
        editLabel={(agent) => t('agents.editTitle', { name: agent.name })}
        renderCells={(agent) => (
          <>
            <th scope="row" className={`${cellClass} space-y-1 font-medium`}>
              <span className="block">{agent.name}</span>
              <EnabledBadge enabled={agent.active} />
            </th>
            <td className={cellClass}>
              <div className="min-w-56">
                <AgentLink hash={agent.hash} name={agent.name} />
              </div>
            </td>
            <td className={cellClass}>{agent.destinations.join(', ')}</td>
            <td className={cellClass}>{agent.markup_percent}</td>
            <td className={cellClass}>{agent.commission_share_percent}</td>
            <td className={cellClass}>
              <AgentAccount agent={agent} onInvite={() => setDialog({ kind: 'invite', agent })} />
            </td>
            <td className={cellClass}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('agents.commissions.open', { name: agent.name })}
                onClick={() => setDialog({ kind: 'commissions', agent })}
              >
                {t('agents.commissions.action')}
              </Button>
            </td>
          </>
        )}
        renderForm={(agent, onClose) => <AgentForm agent={agent} onClose={onClose} />}
      />
      {dialog?.kind === 'invite' && <AgentInviteForm agent={dialog.agent} onClose={close} />}
      {dialog?.kind === 'commissions' && (
        <AgentCommissionsDialog agent={dialog.agent} onClose={close} />
      )}
    </>
  );
}
