import { useTranslation } from 'react-i18next';

const fields = ['currencies', 'send', 'receive', 'delivery'] as const;

/** The form's outline while the agent check and the currency list load. */
export function CalculatorSkeleton() {
  const { t } = useTranslation('calculator');
  return (
    <div role="status" className="mt-5 space-y-5">
      <span className="sr-only">{t('form.loading')}</span>
      {fields.map((field) => (
        <div key={field} aria-hidden="true" className="animate-pulse space-y-2">
          <div className="h-4 w-28 rounded bg-slate-200" />
          <div className="h-11 rounded-lg bg-slate-100" />
        </div>
      ))}
      <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
