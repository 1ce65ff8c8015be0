import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { type FieldPath, useFormContext } from 'react-hook-form';

/** Every text value of the form, e.g. "receiver.document". */
export type ContactField = Exclude<FieldPath<ContactInfoInput>, 'sender' | 'receiver' | 'bank'>;

/** The field's message key ("validation.required") after a failed check, else undefined. */
export function useFieldError(name: ContactField): string | undefined {
  const { getFieldState, formState } = useFormContext<ContactInfoInput>();
  return getFieldState(name, formState).error?.message;
}
