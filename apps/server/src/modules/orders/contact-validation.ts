import {
  type CardPrefixLists,
  type ContactInfo,
  contactInfoSchema,
  type DestinationCode,
  type Language,
  translateShared,
} from '@giro/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

function placeholders(issue: z.core.$ZodIssue): Record<string, number> {
  const params: Record<string, number> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  return params;
}

/**
 * The order's contact details checked with the form's own schema for the cart's destination
 * (card prefixes included); otherwise 422 `validation` listing `contact.<field>` errors.
 */
export function parseContact(
  contact: unknown,
  destination: DestinationCode,
  prefixLists: CardPrefixLists,
  language: Language,
): ContactInfo {
  const result = contactInfoSchema(destination, prefixLists).safeParse(contact);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const message = translateShared(language, issue.message, placeholders(issue));
    return {
      path: ['contact', ...issue.path.map(String)].join('.'),
      // An issue without a message key carries zod's English text: show the generic message.
      message:
        message === issue.message ? translateShared(language, 'validation.invalid') : message,
    };
  });
  throw new AppError(422, 'validation', { errors });
}
