import { formatMoney } from '@giro/shared/locale-format';
import { deliveryCost } from '@giro/shared/pricing/breakdown';
import { payModeOf } from '@giro/shared/pricing/enums';
import { pricingCurrency } from '@giro/shared/pricing/pricing-route';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@/lib/store/app-state';
import { selectTotalPrice, useAppStore } from '@/lib/store/app-store';
import { SummaryRows } from './summary-rows';

export type OrderAmountsProps = { item: CartItem };

/**
 * The quote the server priced, added up: amount sent, commission and delivery fee make the
 * total; then what the receiver gets and when. Amounts are in the pricing currency: the payment
 * currency, or USD for crypto (paid at its USD price).
 */
export function OrderAmounts({ item }: OrderAmountsProps) {
  const { t } = useTranslation('cart');
  const language = useAppStore((state) => state.language);
  const total = useAppStore(selectTotalPrice);
  const currency = pricingCurrency({
    paymentCurrency: item.currency,
    paymentMode: payModeOf({ fiat: item.isCurrencyFiat }),
  });
  const money = (amount: string) => formatMoney(amount, currency, language);
  const fee = deliveryCost({ topay: item.pvp, value: item.net_price, comision: item.comision });
  const parts = [
    { label: t('amount'), value: money(item.net_price) },
    { label: t('commission'), value: money(item.comision) },
    { label: t('deliveryFee'), value: money(fee) },
  ];
  const arrival = [
    {
      label: t('receives'),
      value: formatMoney(item.receiving, item.destination_currency, language),
    },
    { label: t('delivery'), value: item.delivery_text },
  ].filter(({ value }) => value !== '');

  return (
    <div className="mt-3">
      <SummaryRows rows={parts} />
      <dl className="flex justify-between gap-4 border-y border-slate-200 py-3 text-base">
        <dt className="font-semibold text-brand-900">{t('total')}</dt>
        <dd className="font-bold text-brand-900">{money(total)}</dd>
      </dl>
      <SummaryRows rows={arrival} />
    </div>
  );
}
