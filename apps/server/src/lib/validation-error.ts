import { type Language, translateShared } from '@giro/shared';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

function placeholders(issue: z.core.$ZodIssue): Record<string, number> {
  const params: Record<string, number> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  return params;
}

/**
 * 422 `validation` for issues of a shared schema checked by hand (not by the route), each at
 * `<prefix>.<path>` (or `<path>` without a prefix) with its message in `language`.
 */
export function validationError(
  issues: readonly Pick<z.core.$ZodIssue, 'message' | 'path'>[],
  language: Language,
  prefix: string,
): AppError {
  const errors = issues.map((issue) => {
    const message = translateShared(
      language,
      issue.message,
      placeholders(issue as z.core.$ZodIssue),
    );
    return {
      path: [...(prefix === '' ? [] : [prefix]), ...issue.path.map(String)].join('.'),
      // An issue without a message key carries zod's English text: show the generic message.
      message:
        message === issue.message ? translateShared(language, 'validation.invalid') : message,
    };
  });
  return new AppError(422, 'validation', { errors });
}
