import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Page } from '@/components/ui/page';
import { homeHref, paths } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';
import { CryptoPayment } from './crypto-payment';

export type CryptoCheckoutPageProps = {
  /** The order summary, shown beside the payment on large screens. */
  summary: ReactNode;
  /** What the sender agrees to before paying (amounts, rate, availability, rights), above it. */
  disclosure: ReactNode;
};

/** /crypto-checkout: the wallet to pay, the amount, the time left and the TXID. */
export function CryptoCheckoutPage({ summary, disclosure }: CryptoCheckoutPageProps) {
  const { t } = useTranslation('crypto');
  const item = useAppStore((state) => state.cart[0]);
  const freelancer = useAppStore((state) => state.freelancer);
  // The route's guard lets only a cart in; without one there is nothing to pay for.
  if (!item) return <Navigate to={homeHref(freelancer)} replace />;
  // A fiat cart pays with the other methods.
  if (item.isCurrencyFiat) return <Navigate to={paths.checkout.path} replace />;

  return (
    <Page
      title={t('cryptoCheckout.title')}
      lead={t('cryptoCheckout.lead', { currency: item.currency })}
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          {disclosure}
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <CryptoPayment item={item} />
          </div>
        </div>
        <aside className="sticky top-[calc(var(--spacing-header)+1.5rem)] hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:block">
          {summary}
        </aside>
      </div>
    </Page>
  );
}
