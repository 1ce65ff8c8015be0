import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export type DecimalFieldProps = {
  label: string;
  hint?: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
};

/** A decimal the operator types with a point ("1.07"), kept as text: money is never a float. */
export function DecimalField({ label, hint, error, registration }: DecimalFieldProps) {
  return (
    <Field label={label} error={error} {...(hint !== undefined && { hint })}>
      <Input inputMode="decimal" autoComplete="off" {...registration} />
    </Field>
  );
}
