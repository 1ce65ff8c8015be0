import type { Language } from '@giro/shared/i18n';
import { formatCrypto, formatMoney } from '@giro/shared/locale-format';
import { deliveryCost } from '@giro/shared/pricing/breakdown';
import { decimalPlaces, toBig } from '@giro/shared/pricing/money';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/lib/store/app-store';
import type { QuoteResult } from '../model/calculator-state';

export type QuoteSummaryProps = {
  result: QuoteResult | null;
  pending: boolean;
  /** The chosen delivery option's window, as the operator wrote it. */
  deliveryWindow: string | null;
  /** No amount typed yet: invite the sender to type one. */
  awaitingAmount: boolean;
};

/** "1,07 USD": the rate with as many decimals as the operator set. */
function formatRate(tasa: string, destination: string, language: Language): string {
  return formatMoney(tasa, destination, language, decimalPlaces(toBig(tasa, 'rate')));
}

function totalToPay({ request, quote, pricingCurrency }: QuoteResult, language: Language) {
  return quote.btc === null
    ? formatMoney(quote.topay, pricingCurrency, language)
    : formatCrypto(quote.btc, request.currency, language);
}

/**
 * Rate, fee, delivery cost and the total: everything a sender checks before paying. Memoised: a
 * keystroke that leaves them as they are does not render them again.
 */
export const QuoteSummary = memo(function QuoteSummary({
  result,
  pending,
  deliveryWindow,
  awaitingAmount,
}: QuoteSummaryProps) {
  const { t } = useTranslation('calculator');
  const language = useAppStore((state) => state.language);
  const totalId = useId();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, language);

  const rate = result && {
    currency: result.pricingCurrency,
    rate: formatRate(result.quote.tasa, result.request.destination_currency, language),
  };
  const rows = result
    ? [
        {
          label: t('quote.commission'),
          value: money(result.quote.comision, result.pricingCurrency),
        },
        {
          label: t('quote.deliveryCost'),
          value: money(deliveryCost(result.quote), result.pricingCurrency),
        },
        {
          label: t('quote.receives'),
          value: money(result.quote.receiving, result.request.destination_currency),
        },
      ]
    : [];
  if (result && deliveryWindow) rows.push({ label: t('quote.delivery'), value: deliveryWindow });
  const lead = pending
    ? t('quote.ratePending')
    : rate
      ? t('quote.rate', rate)
      : awaitingAmount && t('quote.rateHint');

  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" aria-busy={pending}>
      <p
        aria-live="polite"
        className={cn(
          'text-sm empty:hidden',
          rate && !pending ? 'font-semibold text-brand-800' : 'text-slate-600',
        )}
      >
        {lead}
      </p>
      {rows.length > 0 && (
        <dl className={cn('space-y-1.5 text-sm transition-opacity', pending && 'opacity-50')}>
          {rows.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="shrink-0 text-slate-600">{label}</dt>
              <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div
        className={cn(
          'flex flex-wrap items-baseline justify-between gap-x-4',
          (lead || rows.length > 0) && 'border-t border-slate-200 pt-3',
        )}
      >
        <span id={totalId} className="font-semibold text-brand-900">
          {t('quote.toPay')}
        </span>
        <output
          aria-labelledby={totalId}
          className={cn(
            'ml-auto text-xl font-bold tabular-nums sm:text-2xl',
            pending ? 'text-slate-500' : 'text-brand-900',
          )}
        >
          {pending ? t('quote.calculating') : result ? totalToPay(result, language) : '—'}
        </output>
        {!pending && result?.quote.btc && (
          <p className="w-full text-right text-sm text-slate-600">
            {t('quote.cryptoTotal', { amount: money(result.quote.topay, result.pricingCurrency) })}
          </p>
        )}
      </div>
    </div>
  );
});
