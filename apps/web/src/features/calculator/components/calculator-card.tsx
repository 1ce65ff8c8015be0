import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { UnreachableNotice } from '@/components/unreachable-notice';
import { useAppStore } from '@/lib/store/app-store';
import { useRetryWhileUnreachable } from '@/lib/use-retry-while-unreachable';
import { useCalculatorOffer } from '../hooks/use-calculator-offer';
import { AgentRefusal } from './agent-refusal';
import { CalculatorForm } from './calculator-form';
import { CalculatorSkeleton } from './calculator-skeleton';

/** The calculator's place on the home page: the form once the agent's link is checked. */
export function CalculatorCard() {
  const { t } = useTranslation('calculator');
  const hash = useAppStore((state) => state.freelancer) ?? '';
  // The transfer in progress, to start from; a server-rendered page hydrates without it (the
  // server never sees it), then the form starts again from it.
  const cartItem = useAppStore((state) => state.cart[0]);
  const cartRestoredLate = useAppStore((state) => state.cartRestoredLate);
  const offer = useCalculatorOffer(hash);
  const failed = offer.status === 'failed' ? offer : undefined;
  const unreachable = useRetryWhileUnreachable(failed?.error, () => failed?.retry());
  return (
    <section
      aria-labelledby="calculator-title"
      className="rounded-2xl bg-white p-5 text-slate-800 shadow-2xl shadow-brand-950/30 ring-1 ring-slate-900/5 sm:p-8"
    >
      <h2 id="calculator-title" className="text-xl font-semibold text-brand-900">
        {t('form.title')}
      </h2>
      {offer.status === 'loading' && <CalculatorSkeleton />}
      {offer.status === 'refused' && <AgentRefusal message={offer.message} />}
      {unreachable && (
        <div className="mt-5">
          <UnreachableNotice />
        </div>
      )}
      {offer.status === 'failed' && !unreachable && (
        <div className="mt-5 space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="text-slate-700">{t('form.unavailable')}</p>
          <Button variant="secondary" onClick={offer.retry}>
            {t('form.retry')}
          </Button>
        </div>
      )}
      {offer.status === 'ready' && (
        <CalculatorForm
          key={`${hash}:${cartRestoredLate}`}
          offer={offer.offer}
          notice={offer.notice}
          hash={hash}
          cartItem={cartItem}
        />
      )}
    </section>
  );
}
