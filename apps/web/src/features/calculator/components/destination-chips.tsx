import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons';
import { useAppStore } from '@/lib/store/app-store';
import { useCalculatorOffer } from '../hooks/use-calculator-offer';

/**
 * The hero's destination currencies: those the calculator offers right now, so a destination
 * the operator closed is not advertised. Nothing until the offer is known.
 */
export function DestinationChips() {
  const { t } = useTranslation('calculator');
  const hash = useAppStore((state) => state.freelancer) ?? '';
  const offer = useCalculatorOffer(hash);
  const labelId = useId();
  if (offer.status !== 'ready' || offer.offer.destinations.length === 0) return null;
  return (
    <div className="mt-8 hidden sm:block">
      <p id={labelId} className="text-sm font-medium text-brand-200">
        {t('hero.destinations')}
      </p>
      <ul aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2">
        {offer.offer.destinations.map((code) => (
          <li
            key={code}
            className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/20"
          >
            <CheckIcon className="size-4 text-accent-300" />
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
