import {
  bankFields,
  receiverFields,
  senderFields,
} from '@giro/shared/contact-info/contact-info-shape';
import { deliveryModeSchema } from '@giro/shared/contact-info/delivery-mode';
import { destinationCodeSchema } from '@giro/shared/pricing/enum-schemas';
import { isDecimalString } from '@giro/shared/pricing/money';
import { z } from 'zod';
import { parseJson } from '../parse-json';

// Loaded only when the tab has a saved state to check (app-store.ts's restoreSession), so the
// home page's first visit does not download zod.

const decimalString = z.string().refine(isDecimalString, { error: 'validation.invalid' });

/** The one item of the cart (spec §3); amounts are decimal strings. */
const cartItemSchema = z.object({
  pvp: decimalString,
  currency: z.string(),
  isCurrencyFiat: z.boolean(),
  destination_currency: destinationCodeSchema,
  comision: decimalString,
  receiving: decimalString,
  net_price: decimalString,
  delivery_text: z.string(),
  delivery_item: z.number().int().nullable(),
  fiat_method: z.string(),
  wallet: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

function texts<Fields extends readonly string[]>(fields: Fields) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()]));
  return z.object(shape as Record<Fields[number], z.ZodString>);
}

/** Sender, receiver and bank as typed, with shared's field names and no rules yet. */
const contactInfoSchema = z.object({
  sender: texts(senderFields),
  receiver: texts(receiverFields),
  /** `mode` is absent until the sender picks one (and for cash, which has no delivery method). */
  bank: texts(bankFields).extend({ mode: deliveryModeSchema.optional() }),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The part of the state kept in sessionStorage for the tab's lifetime. */
const persistedStateSchema = z.object({
  currencies: z.array(z.object({ name: z.string(), fiat: z.boolean() })),
  selected_currency: z.string().nullable(),
  payment_methods: z.array(z.object({ name: z.string() })),
  domain_name: z.string(),
  order_id: z.string().nullable(),
  method: z.string().nullable(),
  freelancer: z.string().nullable(),
  cart: z.array(cartItemSchema).max(1),
  currency: z.string().nullable(),
  contact: contactInfoSchema,
});
export type PersistedState = z.infer<typeof persistedStateSchema>;

/** The saved state, or `undefined` when it is not JSON or of an older shape. */
export function parsePersistedState(text: string): PersistedState | undefined {
  return parseJson(text, persistedStateSchema);
}
