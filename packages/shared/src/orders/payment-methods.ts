import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/** The checkout's payment methods (spec §2), in the order the operator seeds them. */
export const paymentMethods = [
  'airtm',
  'payeer',
  'zelle',
  'paypal',
  'tropipay',
  'ducapp',
  'transferencia',
  'crypto',
] as const;
export const paymentMethodSchema = z.enum(paymentMethods, { error: requiredOrInvalid });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Methods the sender pays by hand to an operator account, then confirms (spec §2, Zelle/PayPal). */
const fiatConfirmMethods = ['zelle', 'paypal'] as const;
export const fiatConfirmMethodSchema = z.enum(fiatConfirmMethods, { error: requiredOrInvalid });
export type FiatConfirmMethod = z.infer<typeof fiatConfirmMethodSchema>;

/** Methods paid to one of the operator's receiving accounts (Zelle, PayPal, bank transfer). */
export const receivingAccountMethods = [...fiatConfirmMethods, 'transferencia'] as const;
export type ReceivingAccountMethod = (typeof receivingAccountMethods)[number];

/** The crypto payment window shown at /crypto-checkout and enforced by the server (spec §9). */
export const cryptoPaymentWindowMinutes = 10;

/**
 * Whether a cart paid in `currency` can use `method` (spec §2): crypto carts pay with crypto
 * only, fiat carts with the other methods, and Airtm takes USD only.
 */
export function methodAcceptsCart(
  method: PaymentMethod,
  cart: { currency: string; fiat: boolean },
): boolean {
  if (method === 'crypto') return !cart.fiat;
  if (method === 'airtm') return cart.fiat && cart.currency === 'USD';
  return cart.fiat;
}

/**
 * Whether an order of `method` needs the sender to be told how to pay (the operator's account),
 * so its instructions are mailed when it is made. Gateway and crypto orders are paid on the
 * page that made them: their first mail is the payment's outcome.
 */
export function mailsInstructions(method: PaymentMethod): method is ReceivingAccountMethod {
  return (receivingAccountMethods as readonly PaymentMethod[]).includes(method);
}
