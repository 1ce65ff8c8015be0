import { formatMoney, formatRate } from '@giro/shared/locale-format';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/lib/store/app-store';
import type { Change, QuoteChange } from '../lib/quote-changes';

const tones: Record<Change, string> = {
  same: 'text-slate-600',
  better: 'text-emerald-700',
  worse: 'text-amber-800',
};

/** The order's prices and today's, line by line, each marked unchanged, better or worse. */
export function QuoteComparison({ changes, pricing }: { changes: QuoteChange[]; pricing: string }) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  const format = ({ line, currency }: QuoteChange, amount: string) =>
    line === 'rate'
      ? formatRate(amount, pricing, currency, language)
      : formatMoney(amount, currency, language);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('again.caption')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('again.columns.line')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('again.columns.before')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('again.columns.today')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {changes.map((change) => (
          <tr key={change.line} className={cn(change.change !== 'same' && 'bg-slate-50')}>
            <th scope="row" className="py-2.5 pr-3 text-left font-medium text-slate-700">
              {t(`again.lines.${change.line}`)}
            </th>
            <td className="py-2.5 pr-3 tabular-nums text-slate-600">
              {format(change, change.before)}
            </td>
            <td className="py-2.5 tabular-nums">
              <span className="font-semibold text-slate-900">{format(change, change.today)}</span>
              <span className={cn('block text-xs font-medium', tones[change.change])}>
                {t(`again.change.${change.change}`)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
