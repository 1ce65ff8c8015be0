import { z } from 'zod';
import type { DestinationCode } from '../pricing/enums.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { bankDeliverySchema } from './bank-delivery-schema.ts';
import type { CardPrefixLists } from './card-prefix.ts';
import { blankContactInfo } from './contact-info-shape.ts';
import { deliveryModesFor } from './delivery-mode.ts';
import { receiverSchema } from './receiver-schema.ts';
import { senderSchema } from './sender-schema.ts';

/**
 * The /user-information data (spec §3) for one destination currency. The same schema drives the
 * form resolver and the server's order creation; the card prefix lists are operator data.
 */
export function contactInfoSchema(destination: DestinationCode, prefixLists: CardPrefixLists) {
  return z.object(
    {
      sender: senderSchema,
      receiver: receiverSchema,
      bank: bankDeliverySchema(destination, prefixLists),
    },
    { error: requiredOrInvalid },
  );
}
type ContactInfoSchema = ReturnType<typeof contactInfoSchema>;
export type ContactInfoInput = z.input<ContactInfoSchema>;
export type ContactInfo = z.output<ContactInfoSchema>;

/** Blank form values: what the form starts with and what clearing the cart leaves. */
export function emptyContactInfo(destination: DestinationCode): ContactInfoInput {
  const blank = blankContactInfo();
  return { ...blank, bank: { mode: deliveryModesFor(destination)[0] ?? 'card', ...blank.bank } };
}
