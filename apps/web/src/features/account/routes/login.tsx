import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function LoginRoute() {
  const { t } = useTranslation('account');
  return <Page title={t('login.title')} />;
}
