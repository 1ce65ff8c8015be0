import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActivateAccount } from '../api/activate-account';
import { ActivationResult } from '../components/activation-result';
import { AuthCard } from '../components/auth-card';
import { Spinner } from '../components/spinner';

function Activation({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const { data } = useActivateAccount(token);
  return data ? <ActivationResult {...data} /> : <Spinner label={t('userActivation.pending')} />;
}

/** /user-activation?token=…: activates the account and shows the server's status (spec §2). */
export function UserActivationRoute() {
  const { t } = useTranslation(['account', 'errors']);
  const token = useSearchParams()[0].get('token')?.trim();
  return (
    <AuthCard title={t('userActivation.title')}>
      {token ? (
        <Activation token={token} />
      ) : (
        <ActivationResult success={false} message={t('errors:token_invalid')} />
      )}
    </AuthCard>
  );
}
