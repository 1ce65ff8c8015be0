import { formatCardGroups } from '@giro/shared/contact-info/card-format';
import type { ChangeEvent } from 'react';
import { Input, type InputProps } from '@/components/ui/input';

/** Where the caret goes in `formatted` to stay after the same number of digits as before. */
function caretAfterDigits(formatted: string, digits: number): number {
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (seen === digits) return index;
    if (/\d/.test(formatted.charAt(index))) seen += 1;
  }
  return formatted.length;
}

export type CardNumberInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** 16 digits shown in groups of four ("9225 0699 1234 5678"); other characters are dropped. */
export function CardNumberInput({ value, onChange, ...props }: CardNumberInputProps) {
  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = input.value.slice(0, caret).replace(/\D/g, '').length;
    const formatted = formatCardGroups(input.value);
    // Written to the element before React renders it, so the caret can be put back in place.
    input.value = formatted;
    const position = caretAfterDigits(formatted, digitsBeforeCaret);
    input.setSelectionRange(position, position);
    onChange(formatted);
  }

  return (
    <Input inputMode="numeric" autoComplete="off" value={value} onChange={change} {...props} />
  );
}
