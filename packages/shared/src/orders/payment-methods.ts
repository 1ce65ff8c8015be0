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

/**
 * Methods paid by hand into one of the operator's receiving accounts (Zelle, PayPal, bank
 * transfer). Each has the same "I have paid" step: the payment's reference (POST
 * /confirm_fiat_payment) or a proof of payment moves the order to payment_submitted.
 */
export const receivingAccountMethods = ['zelle', 'paypal', 'transferencia'] as const;
export const receivingAccountMethodSchema = z.enum(receivingAccountMethods, {
  error: requiredOrInvalid,
});
export type ReceivingAccountMethod = z.infer<typeof receivingAccountMethodSchema>;

export function isReceivingAccountMethod(method: PaymentMethod): method is ReceivingAccountMethod {
  return (receivingAccountMethods as readonly PaymentMethod[]).includes(method);
}

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
