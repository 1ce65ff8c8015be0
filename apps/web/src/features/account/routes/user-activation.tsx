import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function UserActivationRoute() {
  const { t } = useTranslation('account');
  return <Page title={t('userActivation.title')} />;
}
