import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ShieldIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { homeHref } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';
import { PaymentMethods } from './payment-methods';
import { PrePaymentDisclosure } from './pre-payment-disclosure';

export type CheckoutPageProps = {
  /** The order summary: above the methods on a phone, beside them on large screens. */
  summary: ReactNode;
};

/** /checkout: the payment methods for the cart, with the order summary beside them. */
export function CheckoutPage({ summary }: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  const item = useAppStore((state) => state.cart[0]);
  const freelancer = useAppStore((state) => state.freelancer);
  // The route's guard lets only a cart in; without one there is nothing to pay for.
  if (!item) return <Navigate to={homeHref(freelancer)} replace />;

  return (
    <Page title={t('checkout.title')} lead={t('checkout.lead')}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <PrePaymentDisclosure />
          <PaymentMethods item={item} />
          <p className="flex gap-2.5 text-sm text-slate-600">
            <ShieldIcon className="size-5 shrink-0 text-accent-700" />
            {t('checkout.secure')}
          </p>
        </div>
        {/* First on a phone: the sender sees what they pay before choosing how. */}
        <aside className="order-first overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:order-none">
          {summary}
        </aside>
      </div>
    </Page>
  );
}
