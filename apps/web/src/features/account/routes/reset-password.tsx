import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useCheckResetToken } from '../api/check-reset-token';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { Spinner } from '../components/spinner';

/**
 * /reset-password?token=…: checks the link first; a bad one goes home (spec §8) with a toast
 * that stays there and says why, so the sender does not land on the home page wondering.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { data } = useCheckResetToken(token);
  const invalid = token === '' || data?.valid === false;

  useEffect(() => {
    if (!invalid) return;
    // Toasts go by their message: a second render (StrictMode, revisit) does not stack one.
    notify.info(t('resetPassword.invalidLink'));
    void navigate(paths.home.path, { replace: true });
  }, [invalid, navigate, t]);

  return (
    <AuthCard title={t('resetPassword.title')} lead={t('resetPassword.lead')}>
      {data?.valid ? (
        <ResetPasswordForm token={token} email={data.email} />
      ) : (
        <Spinner label={t('resetPassword.checking')} />
      )}
    </AuthCard>
  );
}
