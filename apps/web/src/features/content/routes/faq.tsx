import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function FaqRoute() {
  const { t } = useTranslation('content');
  return <Page title={t('faq.title')} />;
}
