import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { getHref, homeHref, paths } from '@/config/paths';
import { appStore, clearCart, useAppStore } from '@/lib/store/app-store';
import { useOrderStatus } from '../api/get-order-status';
import { NextSteps } from '../components/next-steps';

const paidStatuses: readonly string[] = ['paid', 'processing', 'delivered'];

/**
 * /payment-success and /transfer-requested: the order is in the operator's hands, so the cart
 * and the order are cleared (spec §2), with the orders both checkouts keep under 'create-order'.
 * The reference is read before that, to show it with a link to the transfer and to say whether
 * the payment is already confirmed. `after`: what the app adds below (the passkey offer).
 */
export function PaymentSuccessRoute({ after }: { after?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const [reference] = useState(() => appStore.getState().order_id);
  const freelancer = useAppStore((state) => state.freelancer);
  const queryClient = useQueryClient();
  const status = useOrderStatus(reference);

  useEffect(() => {
    appStore.setState({ order_id: null, method: null });
    clearCart();
    // A paid order must not be shown again for a new transfer with the same details.
    queryClient.removeQueries({ queryKey: ['create-order'] });
  }, [queryClient]);

  return (
    <Page title={t('paymentSuccess.title')} lead={t('paymentSuccess.lead')}>
      <div className="max-w-2xl space-y-6">
        {reference && (
          <div className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700 ring-1 ring-accent-300">
              <CheckIcon className="size-6" />
            </span>
            <dl className="min-w-0">
              <dt className="text-sm text-slate-600">{t('paymentSuccess.reference')}</dt>
              <dd className="font-mono text-xl font-bold break-all text-brand-900">{reference}</dd>
              <dd className="mt-1 text-sm text-slate-600">{t('paymentSuccess.keepReference')}</dd>
            </dl>
          </div>
        )}
        <NextSteps paid={status.data !== undefined && paidStatuses.includes(status.data)} />
        <div className="flex flex-wrap gap-3">
          {reference && (
            <Link
              to={getHref(paths.transfer.path, { reference })}
              className={buttonClasses({ size: 'lg' })}
            >
              {t('paymentSuccess.viewTransfer')}
            </Link>
          )}
          <Link
            to={homeHref(freelancer)}
            className={buttonClasses({ variant: reference ? 'secondary' : 'primary', size: 'lg' })}
          >
            {t('paymentSuccess.another')}
          </Link>
          <Link
            to={paths.contact.path}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            {t('paymentSuccess.contact')}
          </Link>
        </div>
        {after}
      </div>
    </Page>
  );
}
