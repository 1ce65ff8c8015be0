import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function ContactRoute() {
  const { t } = useTranslation('contact');
  return <Page title={t('contact.title')} />;
}
