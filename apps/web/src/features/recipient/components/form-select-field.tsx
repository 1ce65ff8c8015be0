import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import type { ContactField } from '../lib/contact-field';

type SelectOption = { value: string; label: string };

export type FormSelectFieldProps = {
  name: ContactField;
  label: string;
  options: readonly SelectOption[];
  /** Text of a first, empty choice; without it a value must be picked. */
  placeholder?: string;
  className?: string;
};

export function FormSelectField({
  name,
  label,
  options,
  placeholder,
  className,
}: FormSelectFieldProps) {
  const { register } = useFormContext<ContactInfoInput>();
  return (
    <div className={className}>
      <FormField label={label}>
        <Select {...register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(({ value, label: text }) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
