import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function ProfileRoute() {
  const { t } = useTranslation('account');
  return <Page title={t('profile.title')} />;
}
