import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function AboutRoute() {
  const { t } = useTranslation('content');
  return <Page title={t('about.title')} />;
}
