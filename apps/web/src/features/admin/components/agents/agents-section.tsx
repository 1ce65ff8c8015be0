import { useAgents } from '../../api/agents';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { cellClass } from '../common/admin-table';
import { CrudSection } from '../common/crud-section';
import { EnabledBadge } from '../common/enabled-badge';
import { AgentForm } from './agent-form';
import { AgentLink } from './agent-link';

const headers = ['name', 'link', 'destinations', 'markup', 'status', 'actions'];

/** Agents (freelancers), their terms and the link each one shares. */
export function AgentsSection() {
  const { t } = useAdminTranslation();
  const agents = useAgents();

  return (
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
        </>
      )}
      renderForm={(agent, onClose) => <AgentForm agent={agent} onClose={onClose} />}
    />
  );
}
