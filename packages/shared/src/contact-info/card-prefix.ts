import { z } from 'zod';
import type { DestinationCode } from '../pricing/enums.ts';

/** A card's issuer is told by its first 8 digits (spec §5). */
export const cardPrefixLength = 8;

const prefixSchema = z.string().regex(new RegExp(`^\\d{${cardPrefixLength}}$`));

/**
 * Allowed card prefixes per card currency: operator data served by the server, never constants.
 * CUC is kept for the operator's records but no destination checks against it.
 */
export const cardPrefixListsSchema = z.object({
  CUP: z.array(prefixSchema),
  MLC: z.array(prefixSchema),
  CUC: z.array(prefixSchema),
});
export type CardPrefixLists = z.infer<typeof cardPrefixListsSchema>;

export type CardPrefixError = 'validation.card_not_cup' | 'validation.card_not_mlc';

const checkedDestinations = {
  CUP: 'validation.card_not_cup',
  MLC: 'validation.card_not_mlc',
} as const satisfies Partial<Record<DestinationCode, CardPrefixError>>;

function isChecked(destination: DestinationCode): destination is keyof typeof checkedDestinations {
  return destination in checkedDestinations;
}

/**
 * The message key when a card (digits only) does not belong to the destination's card currency,
 * otherwise undefined. Only CUP and MLC destinations have a list; cash, USD and AIS skip the check.
 */
export function cardPrefixError(
  cardDigits: string,
  destination: DestinationCode,
  prefixLists: CardPrefixLists,
): CardPrefixError | undefined {
  if (!isChecked(destination)) return undefined;
  const prefix = cardDigits.slice(0, cardPrefixLength);
  return prefixLists[destination].includes(prefix) ? undefined : checkedDestinations[destination];
}
