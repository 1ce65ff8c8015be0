import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CardNumberInput } from './card-number-input';

export type FormCardFieldProps = {
  name: 'bank.number_card' | 'bank.account';
  label: string;
  hint: string;
};

/** A 16-digit card or account number, masked in groups of four. */
export function FormCardField({ name, label, hint }: FormCardFieldProps) {
  const { control } = useFormContext<ContactInfoInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint}>
          <CardNumberInput {...field} />
        </FormField>
      )}
    />
  );
}
