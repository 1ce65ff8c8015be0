import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodFormOptions<Schema extends FormSchema> = Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  'resolver'
>;

/**
 * A react-hook-form form checked by a shared zod schema: the form holds the schema's input and
 * submits its output. Errors show once a field is left (`mode: 'onTouched'`) unless `options`
 * say otherwise.
 */
export function useZodForm<Schema extends FormSchema>(
  schema: Schema,
  options: ZodFormOptions<Schema> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}

export type FormProps<Values extends FieldValues, Output> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> & {
  /** What `useZodForm` returned. */
  form: UseFormReturn<Values, unknown, Output>;
  /** Gets the schema's output, only once every field is valid. */
  onSubmit: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Values> | undefined;
};

/**
 * The `<form>` of a `useZodForm` form. The browser's own checks are off so that the schema's
 * messages, in the reader's language, are the only ones; fields inside read the form's state
 * (`FormField`).
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...props}
        onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
      >
        {children}
      </form>
    </FormProvider>
  );
}
