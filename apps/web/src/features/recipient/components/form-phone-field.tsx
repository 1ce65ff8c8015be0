import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import type { CountryCode } from 'libphonenumber-js/max';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { PhoneInput } from '@/components/ui/phone-input';
import { useFieldError } from '../lib/contact-field';

export type FormPhoneFieldProps = {
  name: 'sender.phone' | 'receiver.phone';
  label: string;
  countryLabel: string;
  defaultCountry: CountryCode;
  autoComplete: string;
  className?: string;
};

export function FormPhoneField({ name, label, className, ...props }: FormPhoneFieldProps) {
  const { control } = useFormContext<ContactInfoInput>();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Field label={label} error={error}>
            <PhoneInput {...props} {...field} />
          </Field>
        )}
      />
    </div>
  );
}
