import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CalculatorCard } from '../components/calculator-card';
import { DestinationChips } from '../components/destination-chips';
import { WhyChooseUs } from '../components/why-choose-us';

export function HomeRoute() {
  const { t } = useTranslation('calculator');
  useDocumentTitle(t('title'));
  return (
    <>
      <section className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:gap-10 sm:px-6 sm:py-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="mt-4 max-w-xl text-base text-brand-100 sm:mt-5 sm:text-lg">
              {t('hero.lead')}
            </p>
            <DestinationChips />
          </div>
          {/* The form hydrates in a task after the hero around it: one long task less. */}
          <Suspense>
            <CalculatorCard />
          </Suspense>
        </div>
      </section>
      <Suspense>
        <WhyChooseUs />
      </Suspense>
    </>
  );
}
