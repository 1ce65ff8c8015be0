import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function PaymentSuccessRoute() {
  const { t } = useTranslation('checkout');
  return <Page title={t('paymentSuccess.title')} />;
}
