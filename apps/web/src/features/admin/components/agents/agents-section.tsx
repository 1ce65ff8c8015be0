import type { AdminAgent } from '@giro/shared/admin/agent-admin-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAgents } from '../../api/agents';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { EnabledBadge } from '../common/enabled-badge';
import { QueryState } from '../common/query-state';
import { AgentForm } from './agent-form';
import { AgentLink } from './agent-link';

const headers = ['name', 'link', 'destinations', 'markup', 'status', 'actions'];

/** Agents (freelancers), their terms and the link each one shares. */
export function AgentsSection() {
  const { t } = useAdminTranslation();
  const agents = useAgents();
  // undefined: no form open; null: creating an agent.
  const [editing, setEditing] = useState<AdminAgent | null | undefined>(undefined);

  return (
    <AdminSection
      title={t('agents.title')}
      description={t('agents.description')}
      actions={
        <Button size="sm" onClick={() => setEditing(null)}>
          {t('agents.add')}
        </Button>
      }
    >
      <QueryState query={agents}>
        {(list) => (
          <AdminTable
            caption={t('agents.title')}
            headers={headers.map((key) => t(`agents.columns.${key}`))}
          >
            {list.map((agent) => (
              <tr key={agent.hash}>
                <th scope="row" className={`${cellClass} font-medium`}>
                  {agent.name}
                </th>
                <td className={cellClass}>
                  <AgentLink hash={agent.hash} name={agent.name} />
                </td>
                <td className={cellClass}>{agent.destinations.join(', ')}</td>
                <td className={cellClass}>{agent.markup_percent}</td>
                <td className={cellClass}>
                  <EnabledBadge enabled={agent.active} />
                </td>
                <td className={cellClass}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('agents.editTitle', { name: agent.name })}
                    onClick={() => setEditing(agent)}
                  >
                    {t('actions.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryState>
      {editing !== undefined && <AgentForm agent={editing} onClose={() => setEditing(undefined)} />}
    </AdminSection>
  );
}
