import type { ReactElement } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { type ControlProps, Field, type FieldProps } from './field';

/** The message key ("validation.required") of the field `name` of the enclosing `Form`. */
export function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  return getFieldState(name, formState).error?.message;
}

export type FormFieldProps = Omit<FieldProps, 'error' | 'children'> & {
  /** A control carrying the field's `name`, e.g. `<Input {...form.register('email')} />`. */
  children: ReactElement<ControlProps & { name: string }>;
};

/** A `Field` of a `Form`: shows the form's error for the control's `name`. */
export function FormField({ children, ...field }: FormFieldProps) {
  const error = useFieldError(children.props.name);
  return (
    <Field {...field} error={error}>
      {children}
    </Field>
  );
}
