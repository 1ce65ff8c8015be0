import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function UserInformationRoute() {
  const { t } = useTranslation('recipient');
  return <Page title={t('userInfo.title')} />;
}
