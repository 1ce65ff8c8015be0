import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';

export function CryptoCheckoutRoute() {
  const { t } = useTranslation('crypto');
  return <Page title={t('cryptoCheckout.title')} />;
}
