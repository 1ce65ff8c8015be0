import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/features/account/api/get-user';
import { AgentRoute } from '@/features/agent/routes/agent';

/** /agent with the session's role: the agent's page for an agent, a message for anyone else. */
export function AgentWithSessionRoute() {
  const { data: user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  // Signed out from this page: it is on its way home.
  if (!user) return null;
  return <AgentRoute isAgent={user.role === 'agent'} />;
}
