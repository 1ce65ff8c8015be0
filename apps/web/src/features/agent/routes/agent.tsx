import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-error';
import { useAgentProfile } from '../api/get-agent-profile';
import { AgentLinkCard } from '../components/agent-link-card';
import { AgentTermsCard } from '../components/agent-terms-card';
import { CommissionsCard } from '../components/commissions-card';
import { LoadState } from '../components/load-state';
import { TransfersCard } from '../components/transfers-card';

/** For a signed-in account that is not an agent's, or whose agent record is gone. */
function NotAnAgent() {
  const { t } = useTranslation('agent');
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-900/5 sm:p-8">
      <h2 className="text-xl font-semibold text-brand-900">{t('notAgent.title')}</h2>
      <p className="mt-2 text-slate-600">{t('notAgent.text')}</p>
      <Link to={paths.home.path} className={`${buttonClasses()} mt-6`}>
        {t('notAgent.home')}
      </Link>
    </div>
  );
}

function AgentDashboard() {
  const { t } = useTranslation('agent');
  const profile = useAgentProfile();
  const refused =
    profile.error instanceof ApiError && [401, 403, 404].includes(profile.error.status);
  if (refused) return <NotAnAgent />;
  return (
    <LoadState query={profile}>
      {(agent) => (
        <div className="space-y-6">
          {!agent.active && (
            <p
              role="alert"
              className="rounded-xl bg-amber-50 p-4 text-sm font-medium text-amber-900 ring-1 ring-amber-300"
            >
              {t('inactive')}
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <AgentLinkCard profile={agent} />
            <AgentTermsCard profile={agent} />
          </div>
          <CommissionsCard />
          <TransfersCard />
        </div>
      )}
    </LoadState>
  );
}

/**
 * /agent: the agent's link, terms, commission per month and referred transfers. The route's
 * `requireUser` guard lets only signed-in users in; `isAgent` (the session's role) keeps other
 * accounts from calls that would only refuse them.
 */
export function AgentRoute({ isAgent }: { isAgent: boolean }) {
  const { t } = useTranslation('agent');
  useDocumentTitle(t('title'));
  return (
    <>
      <section className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-brand-100">{t('lead')}</p>
        </div>
      </section>
      <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
        {isAgent ? <AgentDashboard /> : <NotAnAgent />}
      </div>
    </>
  );
}
