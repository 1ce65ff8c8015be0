import { formatMoney } from '@giro/shared/locale-format';
import { payModeOf } from '@giro/shared/pricing/enums';
import { pricingCurrency } from '@giro/shared/pricing/pricing-route';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@/lib/store/app-state';
import { selectTotalPrice, useAppStore } from '@/lib/store/app-store';
import { SummaryRows } from './summary-rows';

export type OrderAmountsProps = { item: CartItem };

/**
 * What the sender pays, what the receiver gets and when, and the total. Amounts are in the
 * pricing currency: the payment currency, or USD for crypto (paid at its USD price).
 */
export function OrderAmounts({ item }: OrderAmountsProps) {
  const { t } = useTranslation('cart');
  const language = useAppStore((state) => state.language);
  const total = useAppStore(selectTotalPrice);
  const currency = pricingCurrency({
    paymentCurrency: item.currency,
    paymentMode: payModeOf({ fiat: item.isCurrencyFiat }),
  });
  const rows = [
    { label: t('toPay'), value: formatMoney(item.pvp, currency, language) },
    {
      label: t('receives'),
      value: formatMoney(item.receiving, item.destination_currency, language),
    },
    { label: t('commission'), value: formatMoney(item.comision, currency, language) },
    { label: t('delivery'), value: item.delivery_text },
  ].filter(({ value }) => value !== '');

  return (
    <div className="mt-3">
      <SummaryRows rows={rows} />
      <dl className="flex justify-between gap-4 border-t border-slate-100 pt-3 text-base">
        <dt className="font-semibold text-brand-900">{t('total')}</dt>
        <dd className="font-bold text-brand-900">{formatMoney(total, currency, language)}</dd>
      </dl>
    </div>
  );
}
