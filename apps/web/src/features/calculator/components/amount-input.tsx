import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { isBlockedKey, pastedAmount, typedAmount } from '../model/amount-text';

export type AmountInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  /** Receives the value already filtered to digits and one decimal point. */
  onValueChange: (value: string) => void;
  /** Code shown inside the field, after the amount. */
  currency: string;
};

function selectionOf(input: HTMLInputElement) {
  const end = input.value.length;
  return { start: input.selectionStart ?? end, end: input.selectionEnd ?? end };
}

/** A money field that takes digits and one decimal point only, typed or pasted (spec §5). */
export function AmountInput({ value, onValueChange, currency, ...props }: AmountInputProps) {
  return (
    <div className="relative">
      <Input
        {...props}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        className="h-12 pr-24 text-lg font-semibold tabular-nums"
        onKeyDown={(event) => {
          if (isBlockedKey(event, value, selectionOf(event.currentTarget))) event.preventDefault();
        }}
        onPaste={(event) => {
          event.preventDefault();
          const pasted = event.clipboardData.getData('text');
          onValueChange(pastedAmount(value, pasted, selectionOf(event.currentTarget)));
        }}
        onChange={(event) => onValueChange(typedAmount(event.target.value))}
      />
      {currency && (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm font-semibold text-slate-500">
          {currency}
        </span>
      )}
    </div>
  );
}
