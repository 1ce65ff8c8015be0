import type { PaymentMethod } from '@giro/shared/orders/payment-methods';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MethodMark } from './method-mark';

export type MethodOptionProps = {
  method: PaymentMethod;
  /** The cart's currency, named by the crypto option. */
  currency: string;
  selected: boolean;
  disabled: boolean;
  onChoose: () => void;
};

const optionClasses = cn(
  'flex w-full items-center gap-4 rounded-xl border bg-white p-4 text-left transition-colors',
  'hover:border-brand-300 hover:bg-brand-50/40 disabled:cursor-not-allowed disabled:opacity-60',
);

/** One payment method: a button that chooses it, or for crypto a link to its own page. */
export function MethodOption({
  method,
  currency,
  selected,
  disabled,
  onChoose,
}: MethodOptionProps) {
  const { t } = useTranslation('checkout');
  const nameId = useId();
  const textId = useId();
  const name = t(`methods.${method}.name`);
  const content = (
    <>
      <MethodMark method={method} />
      <span className="min-w-0 flex-1">
        <span id={nameId} className="block font-semibold text-brand-900">
          {name}
        </span>
        <span id={textId} className="mt-0.5 block text-sm text-slate-600">
          {t(`methods.${method}.text`, { currency })}
        </span>
      </span>
    </>
  );

  if (method === 'crypto') {
    return (
      <Link
        to={paths.cryptoCheckout.path}
        aria-labelledby={nameId}
        aria-describedby={textId}
        className={cn(optionClasses, 'border-slate-200')}
      >
        {content}
        <ArrowRightIcon className="size-5 shrink-0 text-brand-700" />
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-labelledby={nameId}
      aria-describedby={textId}
      disabled={disabled}
      onClick={onChoose}
      className={cn(
        optionClasses,
        selected ? 'border-brand-500 ring-2 ring-brand-500/20' : 'border-slate-200',
      )}
    >
      {content}
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
          selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300',
        )}
      >
        {selected && <CheckIcon className="size-4" />}
      </span>
    </button>
  );
}
