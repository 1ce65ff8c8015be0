import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function ForgotPasswordRoute() {
  const { t } = useTranslation('account');
  return <Page title={t('forgotPassword.title')} />;
}
