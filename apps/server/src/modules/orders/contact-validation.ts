import {
  type CardPrefixLists,
  type ContactInfo,
  contactInfoSchema,
  type DestinationCode,
  type Language,
} from '@giro/shared';
import { validationError } from '../../lib/validation-error.ts';

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
  throw validationError(result.error.issues, language, 'contact');
}
