import { type ComponentProps, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useAppStore } from '@/lib/store/app-store';
import {
  isBlockedKey,
  pastedAmount,
  shownAmount,
  type TextSelection,
  typedAmount,
} from '../model/amount-text';

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

/**
 * A money field that takes digits and one decimal point only, typed or pasted (spec §5). It
 * shows the amount as every other amount reads in the language ("32.000,00"), and while the
 * sender types in it, the language's decimal mark without groups.
 */
export function AmountInput({ value, onValueChange, currency, ...props }: AmountInputProps) {
  const language = useAppStore((state) => state.language);
  const [typing, setTyping] = useState(false);
  // The paste itself goes through (refusing it breaks the browser's own paste, and audits flag
  // it); the change it makes is then read as a paste: its commas separate thousands, where a
  // typed comma is the Spanish keyboard's decimal point.
  const paste = useRef<{ text: string; selection: TextSelection } | null>(null);
  return (
    <div className="relative">
      <Input
        {...props}
        value={shownAmount(value, language, typing)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={shownAmount('0.00', language, false)}
        onFocus={() => setTyping(true)}
        onBlur={() => setTyping(false)}
        className="h-12 pr-24 text-lg font-semibold tabular-nums"
        onKeyDown={(event) => {
          // A paste that inserted nothing must not colour the next typed change.
          paste.current = null;
          if (isBlockedKey(event, value, selectionOf(event.currentTarget))) event.preventDefault();
        }}
        onPaste={(event) => {
          const text = event.clipboardData.getData('text');
          paste.current = text ? { text, selection: selectionOf(event.currentTarget) } : null;
        }}
        onChange={(event) => {
          const pasted = paste.current;
          paste.current = null;
          onValueChange(
            pasted
              ? pastedAmount(value, pasted.text, pasted.selection)
              : typedAmount(event.target.value),
          );
        }}
      />
      {currency && (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm font-semibold text-slate-500">
          {currency}
        </span>
      )}
    </div>
  );
}
