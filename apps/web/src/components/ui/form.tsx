import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useMemo } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Resolver,
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

/**
 * `useZodForm` for a form on a page's first screen: its schema (and zod with it) loads with the
 * form's first check, not with the page. `loadSchema` must be the same function on every render.
 */
export function useLazyZodForm<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
  options: ZodFormOptions<Schema> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const resolver = useMemo(
    (): Resolver<z.input<Schema>, unknown, z.output<Schema>> =>
      async (values, context, resolverOptions) =>
        zodResolver(await loadSchema())(values, context, resolverOptions),
    [loadSchema],
  );
  return useForm({ mode: 'onTouched', ...options, resolver });
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
