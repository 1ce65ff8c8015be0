import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

/**
 * Puts the field errors of a refused save (the `errors` of a 422) beside the form's own fields:
 * the toast alone says "check the data" without saying which. Paths the form lacks stay in the
 * toast only.
 */
export function showServerFieldErrors<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  error: Error,
): void {
  if (!(error instanceof ApiError)) return;
  const fields = new Set(Object.keys(form.getValues()));
  for (const { path, message } of error.errors) {
    // The cast is checked on the line itself: only paths among the form's own fields get through.
    if (fields.has(path)) form.setError(path as FieldPath<Values>, { message });
  }
}
