import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, type InputProps } from '@/components/ui/input';
import { type ContactField, useFieldError } from '../lib/contact-field';

export type FormTextFieldProps = Omit<InputProps, 'name'> & {
  name: ContactField;
  label: string;
  hint?: string;
};

export function FormTextField({ name, label, hint, className, ...props }: FormTextFieldProps) {
  const { register } = useFormContext<ContactInfoInput>();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <Field label={label} hint={hint} error={error}>
        <Input maxLength={maxTextLength} {...props} {...register(name)} />
      </Field>
    </div>
  );
}
