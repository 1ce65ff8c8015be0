import type { AdminAgent } from '@giro/shared/admin/agent-admin-contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type AgentAccountProps = { agent: AdminAgent; onInvite: () => void };

/** The agent's sign-in: its address and whether the invitation was taken up, or an invite button. */
export function AgentAccount({ agent, onInvite }: AgentAccountProps) {
  const { t } = useAdminTranslation();
  if (!agent.account) {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('agents.invite.button', { name: agent.name })}
        onClick={onInvite}
      >
        {t('agents.invite.action')}
      </Button>
    );
  }
  const { email, active } = agent.account;
  return (
    <div className="space-y-1">
      <span className="block whitespace-nowrap">{email}</span>
      <span
        className={cn(
          'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          active ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800',
        )}
      >
        {active ? t('agents.account.active') : t('agents.account.pending')}
      </span>
    </div>
  );
}
