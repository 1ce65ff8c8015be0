import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type DecimalFieldProps = {
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
};

/** A decimal the operator types with a point ("1.07"), kept as text: money is never a float. */
export function DecimalField({ label, hint, registration }: DecimalFieldProps) {
  return (
    <FormField label={label} {...(hint !== undefined && { hint })}>
      <Input inputMode="decimal" autoComplete="off" {...registration} />
    </FormField>
  );
}
