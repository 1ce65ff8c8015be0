import { z } from 'zod';
import { requiredOrInvalid } from './required-or-invalid.ts';

/** Currencies the receiver can get (spec §9); USD CASH is cash, AIS is delivered to an address. */
export const destinationCodes = ['USD', 'USD CASH', 'CUP', 'MLC', 'AIS'] as const;
export const destinationCodeSchema = z.enum(destinationCodes, { error: requiredOrInvalid });
export type DestinationCode = z.infer<typeof destinationCodeSchema>;

export const payModes = ['fiat', 'crypto'] as const;
export const payModeSchema = z.enum(payModes);
export type PayMode = z.infer<typeof payModeSchema>;

export function payModeOf(currency: { fiat: boolean }): PayMode {
  return currency.fiat ? 'fiat' : 'crypto';
}

/** `type` of POST /api/calc_money_sent: which amount the sender typed. */
export const quoteType = {
  /** `amount` is the principal sent, in the pricing currency. */
  send: 1,
  /** `amount` is what the receiver gets, in the destination currency (used for CUP). */
  receive: 2,
} as const;
export const quoteTypeSchema = z.literal([quoteType.send, quoteType.receive], {
  error: requiredOrInvalid,
});
export type QuoteType = z.infer<typeof quoteTypeSchema>;
