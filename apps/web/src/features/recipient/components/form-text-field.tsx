import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input, type InputProps } from '@/components/ui/input';
import type { ContactField } from '../lib/contact-field';

export type FormTextFieldProps = Omit<InputProps, 'name'> & {
  name: ContactField;
  label: string;
  hint?: string;
};

export function FormTextField({ name, label, hint, className, ...props }: FormTextFieldProps) {
  const { register } = useFormContext<ContactInfoInput>();
  return (
    <div className={className}>
      <FormField label={label} hint={hint}>
        <Input maxLength={maxTextLength} {...props} {...register(name)} />
      </FormField>
    </div>
  );
}
