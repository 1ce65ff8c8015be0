import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  return <Page title={t('checkout.title')} />;
}
