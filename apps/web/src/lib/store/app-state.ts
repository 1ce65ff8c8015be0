import { blankContactInfo } from '@giro/shared/contact-info/contact-info-schema';
import { deliveryModeSchema } from '@giro/shared/contact-info/delivery-mode';
import { defaultLanguage, type Language } from '@giro/shared/i18n';
import { isDecimalString } from '@giro/shared/pricing/money';
import { z } from 'zod';

const decimalString = z.string().refine(isDecimalString, { error: 'validation.invalid' });

/** The one item of the cart (spec §3); amounts are decimal strings. */
export const cartItemSchema = z.object({
  pvp: decimalString,
  currency: z.string(),
  isCurrencyFiat: z.boolean(),
  destination_currency: z.string(),
  comision: decimalString,
  receiving: decimalString,
  net_price: decimalString,
  delivery_text: z.string(),
  delivery_item: z.number().int().nullable(),
  fiat_method: z.string(),
  wallet: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const contactInfoSchema = z.object({
  sender: z.object({
    moneysource: z.string(),
    fullname: z.string(),
    email: z.string(),
    phone: z.string(),
    crypto: z.string(),
  }),
  receiver: z.object({
    fullname: z.string(),
    email: z.string(),
    document: z.string(),
    phone: z.string(),
    address: z.string(),
    zipcode: z.string(),
    city: z.string(),
    province: z.string(),
    relation: z.string(),
  }),
  bank: z.object({
    /** Absent until the sender picks one (and for cash, which has no delivery method). */
    mode: deliveryModeSchema.optional(),
    swift: z.string(),
    address: z.string(),
    number_card: z.string(),
    account: z.string(),
  }),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The part of the state kept in sessionStorage for the tab's lifetime. */
export const persistedStateSchema = z.object({
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

export type AppState = PersistedState & {
  /** Mirrors i18next's language; the `language` cookie is what persists it. */
  language: Language;
  isNavOpen: boolean;
};

export const emptyContact: ContactInfo = blankContactInfo();

export const initialAppState: AppState = {
  currencies: [],
  selected_currency: null,
  payment_methods: [],
  domain_name: '',
  language: defaultLanguage,
  order_id: null,
  method: null,
  freelancer: null,
  isNavOpen: false,
  cart: [],
  currency: null,
  contact: emptyContact,
};
