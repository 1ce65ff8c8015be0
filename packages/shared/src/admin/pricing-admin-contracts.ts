import Big from 'big.js';
import { z } from 'zod';
import { requiredText } from '../contact-info/text-fields.ts';
import { destinationCodeSchema } from '../pricing/enum-schemas.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import {
  cryptoPriceInput,
  moneyInput,
  orderMoneyMax,
  percentInput,
  positiveMoneyInput,
  rateInput,
} from './admin-decimals.ts';

const timestamp = z.iso.datetime({ offset: true });
const flag = z.boolean({ error: requiredOrInvalid });

/** A payment currency code in a path: `/api/admin/pricing/routes/USD/CUP`. */
export const currencyCodeSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(16, { error: 'validation.invalid' });

/** GET /api/admin/pricing/currencies: what senders pay with. */
export const paymentCurrencySchema = z.object({
  code: z.string(),
  fiat: z.boolean(),
  enabled: z.boolean(),
});

/** PUT /api/admin/pricing/routes/:payment/:destination: the terms of one route, all required. */
export const currencyRouteTermsSchema = z
  .object(
    {
      tasa: rateInput,
      commission_percent: percentInput,
      commission_fixed: moneyInput,
      min_principal: positiveMoneyInput,
      max_principal: positiveMoneyInput,
      enabled: flag,
    },
    { error: requiredOrInvalid },
  )
  .refine((terms) => new Big(terms.max_principal).gte(terms.min_principal), {
    error: 'validation.max_below_min',
    path: ['max_principal'],
  })
  .refine((terms) => new Big(terms.max_principal).times(terms.tasa).lte(orderMoneyMax), {
    error: 'validation.receiving_too_large',
    path: ['max_principal'],
  });
export type CurrencyRouteTerms = z.output<typeof currencyRouteTermsSchema>;

export const currencyRouteParamsSchema = z.object({
  payment: currencyCodeSchema,
  destination: destinationCodeSchema,
});

/** A route as stored; money in the pricing currency, decimals without trailing zeros. */
export const currencyRouteSchema = z.object({
  payment_currency: z.string(),
  destination_currency: destinationCodeSchema,
  tasa: z.string(),
  commission_percent: z.string(),
  commission_fixed: z.string(),
  min_principal: z.string(),
  max_principal: z.string(),
  enabled: z.boolean(),
  updated_at: timestamp,
});
export type CurrencyRoute = z.infer<typeof currencyRouteSchema>;

/** POST /api/admin/pricing/delivery-options and PUT …/:id. */
export const deliveryOptionBodySchema = z.object(
  {
    interval_es: requiredText,
    interval_en: requiredText,
    cost: moneyInput,
    /** > 0 preselects the option; the highest wins where several serve a destination. */
    is_default: z
      .int({ error: requiredOrInvalid })
      .min(0, { error: 'validation.invalid' })
      .max(100, { error: 'validation.invalid' }),
    destinations: z
      .array(destinationCodeSchema, { error: requiredOrInvalid })
      .min(1, { error: 'validation.required' }),
    enabled: flag,
    position: z
      .int({ error: requiredOrInvalid })
      .min(0, { error: 'validation.invalid' })
      .max(1000, { error: 'validation.invalid' }),
  },
  { error: requiredOrInvalid },
);
export type DeliveryOptionBodyInput = z.input<typeof deliveryOptionBodySchema>;
export type DeliveryOptionBody = z.output<typeof deliveryOptionBodySchema>;

export const deliveryOptionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: 'validation.invalid' })
    .transform(Number),
});

export const adminDeliveryOptionSchema = z.object({
  id: z.int(),
  interval_es: z.string(),
  interval_en: z.string(),
  cost: z.string(),
  is_default: z.int(),
  destinations: z.array(destinationCodeSchema),
  enabled: z.boolean(),
  position: z.int(),
});
export type AdminDeliveryOption = z.infer<typeof adminDeliveryOptionSchema>;

/** PUT /api/admin/pricing/crypto-prices/:currency: USD price of one unit. */
export const cryptoPriceBodySchema = z.object(
  { price_usd: cryptoPriceInput },
  { error: requiredOrInvalid },
);
export type CryptoPriceBody = z.output<typeof cryptoPriceBodySchema>;

export const cryptoPriceParamsSchema = z.object({ currency: currencyCodeSchema });

export const cryptoPriceSchema = z.object({
  currency: z.string(),
  price_usd: z.string(),
  updated_at: timestamp,
});

/** GET /api/admin/pricing/currencies */
export const paymentCurrencyListSchema = z.array(paymentCurrencySchema);

/** GET /api/admin/pricing/routes */
export const currencyRouteListSchema = z.array(currencyRouteSchema);

/** GET /api/admin/pricing/delivery-options */
export const adminDeliveryOptionListSchema = z.array(adminDeliveryOptionSchema);

/** GET /api/admin/pricing/crypto-prices */
export const cryptoPriceListSchema = z.array(cryptoPriceSchema);
