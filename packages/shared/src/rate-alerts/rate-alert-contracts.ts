import { z } from 'zod';
import { rateInput } from '../admin/admin-decimals.ts';
import { rateStringSchema } from '../pricing/decimal-schemas.ts';
import { destinationCodeSchema } from '../pricing/enum-schemas.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/** Alerts one sender may keep at once. */
export const rateAlertLimit = 10;

/**
 * `at_least`: tell me when 1 unit buys the target or more (the rate rose to it);
 * `at_most`: when it buys the target or less (the rate fell to it).
 */
export const rateAlertDirections = ['at_least', 'at_most'] as const;
const rateAlertDirectionSchema = z.enum(rateAlertDirections, { error: requiredOrInvalid });
export type RateAlertDirection = z.infer<typeof rateAlertDirectionSchema>;

/** POST /api/rate-alerts: "1 USD ≥ 330 CUP". The target is checked like an operator's rate. */
export const createRateAlertBodySchema = z.object({
  currency: z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'validation.payment_currency' })
    .max(16, { error: 'validation.invalid' }),
  destination_currency: destinationCodeSchema,
  direction: rateAlertDirectionSchema,
  target: rateInput,
});
export type CreateRateAlertBody = z.output<typeof createRateAlertBodySchema>;

export const rateAlertSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  destination_currency: destinationCodeSchema,
  direction: rateAlertDirectionSchema,
  target: rateStringSchema,
  /** Today's rate of the corridor; null while the operator has it switched off. */
  rate: rateStringSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** When the last mail went out; a new one goes only after the rate crosses back. */
  notified_at: z.iso.datetime({ offset: true }).nullable(),
});
export type RateAlert = z.infer<typeof rateAlertSchema>;

/** A corridor an alert can watch: a fiat payment currency to a destination, with today's rate. */
const rateAlertCorridorSchema = z.object({
  currency: z.string(),
  destination_currency: destinationCodeSchema,
  rate: rateStringSchema,
});
export type RateAlertCorridor = z.infer<typeof rateAlertCorridorSchema>;

/** GET /api/rate-alerts: the sender's alerts (newest first), the corridors and the limit. */
export const listRateAlertsResponseSchema = z.object({
  items: z.array(rateAlertSchema),
  corridors: z.array(rateAlertCorridorSchema),
  limit: z.number().int(),
});
export type ListRateAlertsResponse = z.infer<typeof listRateAlertsResponseSchema>;

export const rateAlertIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/rate-alerts/unsubscribe: the signed token of a mail's link; no session needed. */
export const unsubscribeRateAlertBodySchema = z.object({
  token: z.string({ error: requiredOrInvalid }).trim().min(1).max(256),
});

/** `alert` is null when it was already gone (unsubscribing twice is fine). */
export const unsubscribeRateAlertResponseSchema = z.object({
  message: z.string(),
  alert: rateAlertSchema
    .pick({ currency: true, destination_currency: true, direction: true, target: true })
    .nullable(),
});
export type UnsubscribeRateAlertResponse = z.infer<typeof unsubscribeRateAlertResponseSchema>;
