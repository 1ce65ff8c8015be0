import { z } from 'zod';
import { requiredText, stringInput } from '../contact-info/text-fields.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { orderStatusSchema } from './order-status.ts';
import { checkPayerFields } from './payer-reference.ts';
import { type ReceivingAccountMethod, receivingAccountMethodSchema } from './payment-methods.ts';

/** An order reference as create_order returns it ("GR-7K3M9Q"); case and spaces are forgiven. */
const orderReferenceSchema = requiredText
  .max(32, { error: 'validation.invalid' })
  .transform((reference) => reference.toUpperCase());

/** A field of the fiat confirmation: empty reads 'Debe proporcionar todos los datos' (spec §5). */
const fiatConfirmField = stringInput()
  .trim()
  .min(1, { error: 'validation.fiat_confirm', abort: true })
  .max(255, { error: 'validation.too_long' });

/** The sender's own fields of the "I have paid" step, with `method`'s shapes (the web's form). */
export function payerFieldsSchema(method: ReceivingAccountMethod) {
  return z
    .object({ account: fiatConfirmField, order: fiatConfirmField })
    .superRefine((fields, context) => checkPayerFields(method, fields, context));
}

/**
 * POST /confirm_fiat_payment (signed in), the "I have paid" step of Zelle, PayPal and bank
 * transfer. `account` is the sender's own account (Zelle: email or U.S. phone; PayPal: email;
 * bank transfer: IBAN or account number), `order` the payment's number (Zelle confirmation code,
 * PayPal transaction ID, the transfer's reference), `reference` the order's reference.
 */
export const confirmFiatPaymentBodySchema = z
  .object(
    {
      account: fiatConfirmField,
      order: fiatConfirmField,
      reference: orderReferenceSchema,
      fiat_method: receivingAccountMethodSchema,
    },
    { error: requiredOrInvalid },
  )
  .superRefine((body, context) => checkPayerFields(body.fiat_method, body, context));
export type ConfirmFiatPaymentBodyInput = z.input<typeof confirmFiatPaymentBodySchema>;
export type ConfirmFiatPaymentBody = z.output<typeof confirmFiatPaymentBodySchema>;

const hexTxid = /^(?:0x)?([0-9a-f]{64})$/i;

/**
 * A transaction id. Hex ids (Bitcoin, Tron, EVM chains) are stored lower-case without 0x, so one
 * payment cannot be submitted twice in two spellings; other chains' ids are kept as typed.
 */
const txidSchema = stringInput()
  .trim()
  .min(1, { error: 'validation.txid_required', abort: true })
  .regex(/^[A-Za-z0-9]{16,130}$/, { error: 'validation.txid' })
  .transform((txid) => hexTxid.exec(txid)?.[1]?.toLowerCase() ?? txid);

/** POST /confirm_crypto_payment (signed in). `hash` is the TXID of the payment. */
export const confirmCryptoPaymentBodySchema = z.object(
  { reference: orderReferenceSchema, hash: txidSchema },
  { error: requiredOrInvalid },
);
export type ConfirmCryptoPaymentBodyInput = z.input<typeof confirmCryptoPaymentBodySchema>;
export type ConfirmCryptoPaymentBody = z.output<typeof confirmCryptoPaymentBodySchema>;

/** Both confirmations answer the order's new status and a translated message to show. */
export const confirmPaymentResponseSchema = z.object({
  message: z.string(),
  reference: z.string(),
  status: orderStatusSchema,
});
