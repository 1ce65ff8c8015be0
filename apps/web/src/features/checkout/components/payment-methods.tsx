import { methodAcceptsCart } from '@giro/shared/orders/payment-methods';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { UnreachableNotice } from '@/components/unreachable-notice';
import { paths } from '@/config/paths';
import type { CartItem } from '@/lib/store/app-state';
import { selectTotalPrice, useAppStore } from '@/lib/store/app-store';
import { useRetryWhileUnreachable } from '@/lib/use-retry-while-unreachable';
import { useDisclosure } from '../api/get-disclosure';
import { useGateways } from '../api/get-gateways';
import { MethodList } from './method-list';

const placeholders = ['first', 'second', 'third', 'fourth'] as const;

/**
 * The operator's methods that can take this cart: the server answers for its currency and total
 * (accounts with room today, a wallet for the coin); the kind of currency is checked here too.
 */
export function PaymentMethods({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  const total = useAppStore(selectTotalPrice);
  const freelancer = useAppStore((state) => state.freelancer);
  const gateways = useGateways({ currency: item.currency, amount: total });
  // The disclosure above the methods arrives on its own: until it has, the methods wait too, so
  // none moves away from under the sender's first click.
  const disclosure = useDisclosure(item, freelancer);
  const unreachable = useRetryWhileUnreachable(gateways.error, () => void gateways.refetch());

  if (gateways.isPending || disclosure.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('checkout.loading')}</span>
        {placeholders.map((key) => (
          <div
            key={key}
            aria-hidden="true"
            className="h-20 animate-pulse rounded-xl bg-slate-200/70"
          />
        ))}
      </div>
    );
  }
  if (unreachable) return <UnreachableNotice />;
  if (gateways.isError) {
    return (
      <div className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
        <p className="text-slate-700">{t('checkout.unavailable')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void gateways.refetch()}>
          {t('checkout.retry')}
        </Button>
      </div>
    );
  }

  const cart = { currency: item.currency, fiat: item.isCurrencyFiat };
  const methods = gateways.data
    .map((gateway) => gateway.name)
    .filter((method) => methodAcceptsCart(method, cart));
  if (methods.length === 0) {
    return (
      <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
        <p className="text-slate-700">{t('checkout.none', { currency: item.currency })}</p>
        <Link to={paths.contact.path} className={`${buttonClasses({ variant: 'secondary' })} mt-4`}>
          {t('checkout.contact')}
        </Link>
      </div>
    );
  }
  return <MethodList methods={methods} item={item} />;
}
