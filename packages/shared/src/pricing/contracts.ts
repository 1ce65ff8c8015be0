import { z } from 'zod';
import {
  amountInputSchema,
  cryptoAmountStringSchema,
  moneyStringSchema,
  rateStringSchema,
} from './decimal-schemas.ts';
import { destinationCodeSchema, quoteTypeSchema } from './enum-schemas.ts';
import { requiredOrInvalid } from './required-or-invalid.ts';

// Request schemas strip unknown keys (zod's default) rather than reject them: the spec's
// clients may send extra fields, and none of them can change a price.

/** The agent (freelancer) hash from the home URL; absent, null and "" all mean "no agent". */
export const agentHashSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .max(128, { error: 'validation.invalid' })
  .nullish()
  .transform((hash) => hash ?? '');

/** GET /get_currencies?u= */
export const getCurrenciesQuerySchema = z.object({ u: agentHashSchema });
export type GetCurrenciesQueryInput = z.input<typeof getCurrenciesQuerySchema>;
export type GetCurrenciesQuery = z.output<typeof getCurrenciesQuerySchema>;

/**
 * A payment currency, and (Giro's addition) the destinations it reaches for this customer: the
 * calculator offers no pair it would then refuse.
 */
export const currencyOptionSchema = z.object({
  name: z.string().min(1),
  fiat: z.boolean(),
  destinations: z.array(destinationCodeSchema),
});
export type CurrencyOption = z.infer<typeof currencyOptionSchema>;

/**
 * `interval` is already in the request's language; `is_default` > 0 marks the preselected one;
 * `destinations` (Giro's addition): the destinations the option serves for this customer.
 */
export const deliveryOptionSchema = z.object({
  id: z.int().positive(),
  interval: z.string(),
  is_default: z.int().nonnegative(),
  destinations: z.array(destinationCodeSchema),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const getCurrenciesResponseSchema = z.object({
  currencies: z.array(currencyOptionSchema),
  delivery: z.array(deliveryOptionSchema),
});
export type GetCurrenciesResponse = z.infer<typeof getCurrenciesResponseSchema>;

/** POST /api/check_user_url */
export const checkUserUrlBodySchema = z.object({ p: agentHashSchema });
export type CheckUserUrlBodyInput = z.input<typeof checkUserUrlBodySchema>;
export type CheckUserUrlBody = z.output<typeof checkUserUrlBodySchema>;

export const destinationCurrencyEntrySchema = z.object({ name: destinationCodeSchema });
export type DestinationCurrencyEntry = z.infer<typeof destinationCurrencyEntrySchema>;

/** `message` is shown in the 'Información' modal when `success` is false. */
export const checkUserUrlResponseSchema = z.object({
  success: z.boolean(),
  hash: z.string(),
  destination_currencies: z.array(destinationCurrencyEntrySchema),
  message: z.string(),
});
export type CheckUserUrlResponse = z.infer<typeof checkUserUrlResponseSchema>;

/** POST /api/calc_money_sent. `amount` comes out as canonical money ("100.00"). */
export const calcMoneySentBodySchema = z.object({
  amount: amountInputSchema,
  currency: z
    .string({ error: 'validation.payment_currency' })
    .trim()
    .min(1, { error: 'validation.payment_currency' })
    .max(16, { error: 'validation.invalid' }),
  destination_currency: destinationCodeSchema,
  type: quoteTypeSchema,
  key: agentHashSchema,
  delivery: z
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .nullish()
    .transform((delivery) => delivery ?? null),
});
export type CalcMoneySentBodyInput = z.input<typeof calcMoneySentBodySchema>;
export type CalcMoneySentBody = z.output<typeof calcMoneySentBodySchema>;

/**
 * A quote. `value`, `comision` and `topay` are in the route's pricing currency, `receiving` in
 * the destination currency; `btc` is `topay` in the crypto being paid with, null for fiat.
 */
export const calcMoneySentResponseSchema = z.object({
  underlimit: z.boolean(),
  receiving: moneyStringSchema,
  value: moneyStringSchema,
  topay: moneyStringSchema,
  btc: cryptoAmountStringSchema.nullable(),
  tasa: rateStringSchema,
  comision: moneyStringSchema,
});
export type CalcMoneySentResponse = z.infer<typeof calcMoneySentResponseSchema>;
