import { useTranslation } from 'react-i18next';

const steps = ['amount', 'details', 'pay'] as const;

/**
 * The calculator's place on the home page. Until the quote form exists it explains the three
 * steps; the form replaces this card's body.
 */
export function CalculatorCard() {
  const { t } = useTranslation('calculator');
  return (
    <section
      aria-labelledby="calculator-title"
      className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl shadow-brand-950/30 ring-1 ring-slate-900/5 sm:p-8"
    >
      <h2 id="calculator-title" className="text-xl font-semibold text-brand-900">
        {t('slot.title')}
      </h2>
      <ol className="mt-5 space-y-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
              {index + 1}
            </span>
            <span className="pt-1 text-slate-700">{t(`slot.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
