import { z } from 'zod';
import { agentHashSchema } from '../pricing/contracts.ts';
import { amountInputSchema, cryptoAmountStringSchema } from '../pricing/decimal-schemas.ts';
import { destinationCodeSchema } from '../pricing/enum-schemas.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { paymentMethodSchema, receivingAccountMethods } from './payment-methods.ts';

/**
 * The cart item as create_order reads it. The quote is recomputed from its calculator inputs:
 * `net_price` (the principal, priced as type 1: the calculator's type 2 principal gives the same
 * quote), `currency`, `destination_currency`, `delivery_item` and the body's `key`. `pvp` and
 * `receiving` are what the sender was shown: when the server's `topay` or `receiving` differ,
 * the answer is `quote_changed`. Other cart fields are accepted and ignored.
 */
const orderCartItemSchema = z.object(
  {
    pvp: amountInputSchema,
    currency: z
      .string({ error: requiredOrInvalid })
      .trim()
      .min(1, { error: 'validation.payment_currency' })
      .max(16, { error: 'validation.invalid' }),
    destination_currency: destinationCodeSchema,
    net_price: amountInputSchema,
    receiving: amountInputSchema,
    delivery_item: z
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' })
      .nullish()
      .transform((delivery) => delivery ?? null),
  },
  { error: requiredOrInvalid },
);
export type OrderCartItemInput = z.input<typeof orderCartItemSchema>;

/**
 * POST /create_order (signed in). `cart` is the store's cart: exactly one item. `contact` is the
 * /user-information data; the server checks it with `contactInfoSchema(cart destination,
 * operator prefix lists)` and answers 422 `validation` with `contact.…` paths.
 */
export const createOrderBodySchema = z.object(
  {
    cart: z.tuple([orderCartItemSchema], { error: requiredOrInvalid }).transform(([item]) => item),
    contact: z.unknown().refine((contact) => contact !== undefined, {
      error: 'validation.required',
    }),
    key: agentHashSchema,
    method: paymentMethodSchema,
  },
  { error: requiredOrInvalid },
);
export type CreateOrderBodyInput = z.input<typeof createOrderBodySchema>;
export type CreateOrderBody = z.output<typeof createOrderBodySchema>;

/** The operator account a Zelle, PayPal or bank-transfer order is paid to. */
export const receivingAccountSchema = z.object({
  method: z.enum(receivingAccountMethods),
  /** What to show above the account, e.g. "Zelle" or the bank's name. */
  label: z.string(),
  /** Email or phone (Zelle, PayPal), IBAN or account number (bank transfer): what to copy. */
  account: z.string(),
  holder: z.string(),
  /** Bank transfer only; '' otherwise. */
  bank_name: z.string(),
  swift: z.string(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/** Error codes create_order answers with `error: true` (HTTP 200), message in `result.message`. */
const createOrderErrorCodes = ['quote_changed'] as const;
export type CreateOrderErrorCode = (typeof createOrderErrorCodes)[number];

/**
 * Codes of a placed order that cannot be paid yet (`error: false`, `reference` set, no way to
 * pay): a possible sanctions match under review, or the sender's identity to verify first.
 */
const createOrderHoldCodes = ['compliance_review', 'identity_required'] as const;
export type CreateOrderHoldCode = (typeof createOrderHoldCodes)[number];

/**
 * POST /create_order answer (spec §7). On success `error` is false, `code` and `message` are '';
 * `reference` is the order's reference (keep it as the store's order_id). Per method:
 * - zelle, paypal, transferencia: `fiat_account` (a mail with the instructions is sent too);
 * - crypto: `crypto_amount` (in the cart's currency) payable until `crypto_expires_at` (ISO);
 * - tropipay, ducapp: `url`; airtm, payeer: `formUrl` (both '' otherwise).
 * With `error: true` only `message` and `code` are meaningful (e.g. `quote_changed`: recalculate).
 */
export const createOrderResponseSchema = z.object({
  error: z.boolean(),
  result: z.object({
    message: z.string(),
    code: z.string(),
    url: z.string(),
    formUrl: z.string(),
    reference: z.string(),
    fiat_account: receivingAccountSchema.nullable(),
    crypto_amount: cryptoAmountStringSchema.nullable(),
    crypto_expires_at: z.iso.datetime({ offset: true }).nullable(),
  }),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;
