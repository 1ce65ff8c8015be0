import { z } from 'zod';
import type { DestinationCode } from '../pricing/enums.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { cardNumberLength } from './card-format.ts';
import { type CardPrefixLists, cardPrefixError } from './card-prefix.ts';
import { type DeliveryMode, deliveryModeSchema, deliveryModesFor } from './delivery-mode.ts';
import {
  optionalDigits,
  optionalText,
  requiredDigits,
  requiredText,
  stringInput,
} from './text-fields.ts';

/**
 * What the form holds whatever the destination: every field present, '' when empty. `mode` may
 * be absent only where the destination has no delivery method (cash).
 */
const bankInputSchema = z.object(
  {
    mode: deliveryModeSchema.optional(),
    swift: stringInput(),
    address: stringInput(),
    number_card: stringInput(),
    account: stringInput(),
  },
  { error: requiredOrInvalid },
);
export type BankDeliveryInput = z.input<typeof bankInputSchema>;

/** `mode` is null for cash, which has no delivery method; then every other field is ''. */
export type BankDelivery = Omit<z.output<typeof bankInputSchema>, 'mode'> & {
  mode: DeliveryMode | null;
};

const noBankDelivery: BankDelivery = {
  mode: null,
  swift: '',
  address: '',
  number_card: '',
  account: '',
};

/** ISO 9362 BIC: bank (4 letters), country (2), location (2), optional branch (3). */
const swiftCode = requiredText
  .toUpperCase()
  .regex(/^[A-Z]{6}[A-Z\d]{2}(?:[A-Z\d]{3})?$/, { error: 'validation.swift' });

function cardNumber(required: boolean, destination: DestinationCode, prefixLists: CardPrefixLists) {
  const error = 'validation.card_digits';
  const digits = required
    ? requiredDigits(cardNumberLength, error)
    : optionalDigits(cardNumberLength, error);
  return digits.superRefine((card, context) => {
    const error = card === '' ? undefined : cardPrefixError(card, destination, prefixLists);
    if (error) context.issues.push({ code: 'custom', message: error, input: card });
  });
}

function schemasByMode(destination: DestinationCode, prefixLists: CardPrefixLists) {
  return {
    card: z.object({
      mode: z.literal('card'),
      number_card: cardNumber(true, destination, prefixLists),
      account: optionalDigits(cardNumberLength, 'validation.account_digits'),
      // Swift is only asked for bank transfers, so a value left from that mode is dropped.
      swift: stringInput().transform(() => ''),
      address: optionalText,
    }),
    bank: z.object({
      mode: z.literal('bank'),
      number_card: cardNumber(false, destination, prefixLists),
      account: requiredDigits(cardNumberLength, 'validation.account_digits'),
      swift: swiftCode,
      address: optionalText,
    }),
  };
}

/**
 * Delivery rules of spec §5 for one destination: card delivery needs the card, bank delivery
 * the account and swift; CUP and MLC cards must carry an allowed prefix; cash keeps no bank data.
 */
export function bankDeliverySchema(
  destination: DestinationCode,
  prefixLists: CardPrefixLists,
): z.ZodType<BankDelivery, BankDeliveryInput> {
  const [first, ...others] = deliveryModesFor(destination);
  if (first === undefined) return bankInputSchema.transform(() => noBankDelivery);
  const byMode = schemasByMode(destination, prefixLists);
  return z.discriminatedUnion('mode', [byMode[first], ...others.map((mode) => byMode[mode])], {
    error: requiredOrInvalid,
  });
}
