import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCheckAgentInvitation } from '../api/check-agent-invitation';
import { AgentInvitationForm } from '../components/agent-invitation-form';
import { AuthCard } from '../components/auth-card';
import { linkClasses } from '../components/link-button';
import { Spinner } from '../components/spinner';

/** A used, expired or broken invitation: said plainly, with the way to sign in instead. */
function InvalidInvitation() {
  const { t } = useTranslation('account');
  return (
    <div className="space-y-4">
      <p
        role="alert"
        className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
      >
        {t('agentInvitation.invalid')}
      </p>
      <p className="text-sm text-slate-600">
        {t('agentInvitation.invalidHelp')}{' '}
        <Link to={paths.login.path} className={linkClasses}>
          {t('agentInvitation.signIn')}
        </Link>
      </p>
    </div>
  );
}

/** /agent-invitation?token=…: the invited agent sets a password and lands on their page. */
export function AgentInvitationRoute() {
  const { t } = useTranslation('account');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { data } = useCheckAgentInvitation(token);
  const invalid = token === '' || data?.valid === false;
  return (
    <AuthCard
      title={t('agentInvitation.title')}
      lead={data?.valid ? t('agentInvitation.lead', { name: data.agent_name }) : undefined}
    >
      {invalid ? (
        <InvalidInvitation />
      ) : data?.valid ? (
        <AgentInvitationForm token={token} email={data.email} />
      ) : (
        <Spinner label={t('agentInvitation.checking')} />
      )}
    </AuthCard>
  );
}
