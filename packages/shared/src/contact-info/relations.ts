import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/** How the receiver relates to the sender; labels live in the web catalogue. */
export const relations = [
  'spouse',
  'parent',
  'child',
  'sibling',
  'grandparent',
  'grandchild',
  'other_relative',
  'friend',
  'other',
] as const;

/** Optional: '' when the sender does not say. */
export const relationSchema = z.enum(['', ...relations], { error: requiredOrInvalid });
