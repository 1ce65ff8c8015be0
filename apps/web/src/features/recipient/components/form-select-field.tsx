import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { type ContactField, useFieldError } from '../lib/contact-field';

export type SelectOption = { value: string; label: string };

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
  const error = useFieldError(name);
  return (
    <div className={className}>
      <Field label={label} error={error}>
        <Select {...register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(({ value, label: text }) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
