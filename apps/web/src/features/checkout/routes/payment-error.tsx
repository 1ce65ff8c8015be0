import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function PaymentErrorRoute() {
  const { t } = useTranslation('checkout');
  return <Page title={t('paymentError.title')} />;
}
