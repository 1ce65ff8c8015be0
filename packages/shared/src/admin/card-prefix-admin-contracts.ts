import { z } from 'zod';
import { type CardPrefixLists, cardPrefixLength } from '../contact-info/card-prefix.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

export const cardPrefixListNames = [
  'CUP',
  'MLC',
  'CUC',
] as const satisfies readonly (keyof CardPrefixLists)[];
const cardPrefixListNameSchema = z.enum(cardPrefixListNames);
export type CardPrefixListName = z.infer<typeof cardPrefixListNameSchema>;

export const cardPrefixSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${cardPrefixLength}}$`), { error: 'validation.card_prefix' });

/** PUT /api/admin/card-prefixes/:list: the whole list, replacing the stored one. */
export const cardPrefixListBodySchema = z.object(
  {
    prefixes: z
      .array(cardPrefixSchema, { error: requiredOrInvalid })
      .max(1000, { error: 'validation.invalid' })
      .transform((prefixes) => [...new Set(prefixes)].sort()),
  },
  { error: requiredOrInvalid },
);

export const cardPrefixListParamsSchema = z.object({ list: cardPrefixListNameSchema });

/** PUT /api/admin/card-prefixes/:list: the list as stored. */
export const cardPrefixListResponseSchema = z.object({ prefixes: z.array(z.string()) });
