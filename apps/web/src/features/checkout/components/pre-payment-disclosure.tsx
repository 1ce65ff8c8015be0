import { formatCalendarDate, formatMoney, formatRate } from '@giro/shared/locale-format';
import Big from 'big.js';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@/lib/store/app-state';
import { useAppStore } from '@/lib/store/app-store';
import { useDisclosure } from '../api/get-disclosure';

/**
 * What the sender agrees to before paying (the Remittance Transfer Rule's pre-payment
 * disclosure): amount sent, fees, rate, total, what the receiver gets and when, and the rights
 * to cancel and to report an error. Of the cart's transfer, on both checkouts (fiat and crypto).
 */
export function PrePaymentDisclosure() {
  const item = useAppStore((state) => state.cart[0]);
  return item === undefined ? null : <CartItemDisclosure item={item} />;
}

function CartItemDisclosure({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  const language = useAppStore((state) => state.language);
  const freelancer = useAppStore((state) => state.freelancer);
  const { data } = useDisclosure(item, freelancer);
  if (data === undefined) return null;
  const money = (amount: string) => formatMoney(amount, data.pricing_currency, language);
  const fees = new Big(data.commission).plus(data.delivery_cost).toFixed(2);
  const rows: [string, string][] = [
    [t('disclosure.sent'), money(data.principal)],
    [t('disclosure.fees'), money(fees)],
    [t('disclosure.total'), money(data.total)],
    [
      t('disclosure.rate'),
      formatRate(data.rate, data.pricing_currency, data.destination_currency, language),
    ],
    [t('disclosure.receiving'), formatMoney(data.receiving, data.destination_currency, language)],
    [t('disclosure.available'), formatCalendarDate(data.available_on, language)],
  ];
  return (
    <section
      aria-labelledby="disclosure-title"
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-5"
    >
      <h2 id="disclosure-title" className="font-semibold text-slate-900">
        {t('disclosure.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-600">
        {t('disclosure.rights', { minutes: data.cancel_minutes, days: data.claim_days })}
      </p>
    </section>
  );
}
