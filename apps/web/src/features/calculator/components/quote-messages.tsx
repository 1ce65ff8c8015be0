import { formatMoney } from '@giro/shared/locale-format';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store/app-store';
import type { CalculatorState } from '../model/calculator-state';

export type QuoteMessagesProps = Pick<CalculatorState, 'minimum' | 'refusal'>;

/** The minimum warning (spec §2) and a pricing refusal, read out when they appear. */
export function QuoteMessages({ minimum, refusal }: QuoteMessagesProps) {
  const { t } = useTranslation('calculator');
  const language = useAppStore((state) => state.language);
  return (
    <div aria-live="polite" className="empty:hidden">
      {minimum && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t('quote.minimum', {
            amount: formatMoney(minimum.amount, minimum.currency, language),
          })}
        </p>
      )}
      {refusal && (
        <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {refusal}
        </p>
      )}
    </div>
  );
}
