import { CRYPTO_DECIMALS, MONEY_DECIMALS } from '@giro/shared/pricing/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { selectTotalPrice, useAppStore } from '@/lib/store/app-store';

export type CartSummaryProps = {
  /** Called when the visitor follows the continue link (closes the floating panel). */
  onContinue?: () => void;
};

/** Amounts of the cart's item, or an empty-cart message. */
export function CartSummary({ onContinue }: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const language = useAppStore((state) => state.language);
  const item = useAppStore((state) => state.cart[0]);
  const total = useAppStore(selectTotalPrice);

  if (!item) {
    return (
      <p className="flex items-center gap-3 p-5 text-sm text-slate-600">
        <CartIcon className="size-8 shrink-0 text-brand-300" />
        {t('empty')}
      </p>
    );
  }

  const payDecimals = item.isCurrencyFiat ? MONEY_DECIMALS : CRYPTO_DECIMALS;
  const rows = [
    { label: t('toPay'), value: formatMoney(item.pvp, item.currency, language, payDecimals) },
    {
      label: t('receives'),
      value: formatMoney(item.receiving, item.destination_currency, language),
    },
    {
      label: t('commission'),
      value: formatMoney(item.comision, item.currency, language, payDecimals),
    },
    { label: t('delivery'), value: item.delivery_text },
  ].filter(({ value }) => value !== '');

  return (
    <div className="p-5">
      <h2 className="text-base font-semibold text-brand-900">{t('title')}</h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 pt-3 text-base">
          <dt className="font-semibold text-brand-900">{t('total')}</dt>
          <dd className="font-bold text-brand-900">
            {formatMoney(total, item.currency, language)}
          </dd>
        </div>
      </dl>
      <Link
        to={paths.userInfo.path}
        onClick={onContinue}
        className={`${buttonClasses({ size: 'md' })} mt-4 w-full`}
      >
        {t('continue')}
      </Link>
    </div>
  );
}
