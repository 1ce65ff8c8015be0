import { useTranslation } from 'react-i18next';

const steps = ['check', 'process', 'deliver'] as const;

/**
 * What the operator does with the order, so the sender knows what to expect; the first step says
 * the payment is confirmed once it is (a gateway that already told us).
 */
export function NextSteps({ paid }: { paid: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-900">{t('paymentSuccess.nextTitle')}</h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-100"
            >
              {index + 1}
            </span>
            <p className="pt-1 text-slate-700">
              {t(`paymentSuccess.steps.${step === 'check' && paid ? 'confirmed' : step}`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
