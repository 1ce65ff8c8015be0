import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { linkClasses } from '../components/link-button';
import { Notice } from '../components/notice';

export function ForgotPasswordRoute() {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthCard
      title={t('forgotPassword.title')}
      lead={sent ? undefined : t('forgotPassword.lead')}
      footer={
        <Link to={paths.login.path} className={linkClasses}>
          {t('backToSignIn')}
        </Link>
      }
    >
      {sent ? <Notice>{sent}</Notice> : <ForgotPasswordForm onSent={setSent} />}
    </AuthCard>
  );
}
