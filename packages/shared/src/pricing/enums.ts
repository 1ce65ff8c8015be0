// The lists and their types, without zod: the web's home page needs them and nothing else.
// Their schemas are in enum-schemas.ts.

/** Currencies the receiver can get (spec §9); USD CASH is cash, AIS is delivered to an address. */
export const destinationCodes = ['USD', 'USD CASH', 'CUP', 'MLC', 'AIS'] as const;
export type DestinationCode = (typeof destinationCodes)[number];

const payModes = ['fiat', 'crypto'] as const;
export type PayMode = (typeof payModes)[number];

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
export type QuoteType = (typeof quoteType)[keyof typeof quoteType];
