import { z } from 'zod';
import { requiredText, stringInput } from '../contact-info/text-fields.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { orderStatusSchema } from './order-status.ts';
import { fiatConfirmMethodSchema } from './payment-methods.ts';

/** An order reference as create_order returns it ("GR-7K3M9Q"); case and spaces are forgiven. */
const orderReferenceSchema = requiredText
  .max(32, { error: 'validation.invalid' })
  .transform((reference) => reference.toUpperCase());

/** A field of the fiat confirmation: empty reads 'Debe proporcionar todos los datos' (spec §5). */
const fiatConfirmField = stringInput()
  .trim()
  .min(1, { error: 'validation.fiat_confirm', abort: true })
  .max(255, { error: 'validation.too_long' });

/**
 * POST /confirm_fiat_payment (signed in). `account` is the sender's own Zelle/PayPal account,
 * `order` the transaction number of the payment, `reference` the order's reference.
 */
export const confirmFiatPaymentBodySchema = z.object(
  {
    account: fiatConfirmField,
    order: fiatConfirmField,
    reference: orderReferenceSchema,
    fiat_method: fiatConfirmMethodSchema,
  },
  { error: requiredOrInvalid },
);
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
  .regex(/^[A-Za-z0-9]{16,130}$/, { error: 'validation.invalid' })
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
