import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import type { CountryCode } from 'libphonenumber-js/max';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/phone-input';

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
  return (
    <div className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormField label={label}>
            <PhoneInput {...props} {...field} />
          </FormField>
        )}
      />
    </div>
  );
}
