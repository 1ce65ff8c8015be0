import { z } from 'zod';
import { claimSchema } from '../compliance/claim-contracts.ts';
import { holdReasonSchema } from '../compliance/compliance-holds.ts';
import { walletSchema } from '../orders/checkout-data-contracts.ts';
import { receivingAccountSchema } from '../orders/create-order-contracts.ts';
import { cryptoPaymentSchema } from '../orders/crypto-payment.ts';
import { orderStatusSchema } from '../orders/order-status.ts';
import { paymentMethodSchema } from '../orders/payment-methods.ts';
import {
  savedBankSchema,
  savedReceiverDataSchema,
  savedSenderSchema,
} from './receiver-contracts.ts';

const decimal = z.string().regex(/^\d+(?:\.\d+)?$/);
const isoDate = z.iso.datetime({ offset: true });

/** One of the sender's orders in 'Mis envíos'. */
const transferSummarySchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  method: paymentMethodSchema,
  created_at: isoDate,
  total: decimal,
  payment_currency: z.string(),
  pricing_currency: z.string(),
  receiving: decimal,
  destination_currency: z.string(),
  receiver_name: z.string(),
  /** Crypto orders: the coin, amount, network, wallet and TXID; null for other methods. */
  crypto: cryptoPaymentSchema.nullable(),
  /**
   * Why it cannot be paid yet: under review (sanctions, or waiting for a sanctions list), or the
   * sender's identity to verify.
   */
  hold: holdReasonSchema.nullable(),
});
export type TransferSummary = z.infer<typeof transferSummarySchema>;

/** GET /api/orders?page=N: the sender's own orders, newest first. */
export const listTransfersQuerySchema = z.object({
  // A bound keeps the offset inside what PostgreSQL takes; no sender has that many pages.
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const transfersPageSize = 20;
export const listTransfersResponseSchema = z.object({
  items: z.array(transferSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ListTransfersResponse = z.infer<typeof listTransfersResponseSchema>;

/** A status change as the sender sees it (who made it stays internal). */
const transferStatusEntrySchema = z.object({
  status: orderStatusSchema,
  at: isoDate,
});
export type TransferStatusEntry = z.infer<typeof transferStatusEntrySchema>;

/**
 * How to finish paying an order that still awaits payment, on its page: the operator's account
 * (Zelle, PayPal, bank transfer; Zelle and PayPal then confirm), the wallet while the crypto
 * window is open, or the gateway's page (POST /api/orders/:reference/payment-link).
 */
const accountPaymentSchema = z.object({
  kind: z.literal('account'),
  account: receivingAccountSchema,
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;
const walletPaymentSchema = z.object({
  kind: z.literal('wallet'),
  wallet: walletSchema,
  crypto_amount: decimal,
  expires_at: isoDate,
});
const transferPaymentSchema = z.discriminatedUnion('kind', [
  accountPaymentSchema,
  walletPaymentSchema,
  z.object({ kind: z.literal('gateway') }),
]);
export type TransferPayment = z.infer<typeof transferPaymentSchema>;

/** GET /api/orders/:reference: amounts, receiver, method, delivery and the status timeline. */
export const transferDetailSchema = transferSummarySchema.extend({
  principal: decimal,
  commission: decimal,
  delivery_cost: decimal,
  rate: decimal,
  delivery_interval: z.string().nullable(),
  /** What the order was quoted with, so 'Enviar de nuevo' can ask the calculator again. */
  delivery_option: z.number().int().nullable(),
  agent_hash: z.string().nullable(),
  sender: savedSenderSchema,
  receiver: savedReceiverDataSchema,
  bank: savedBankSchema,
  history: z.array(transferStatusEntrySchema),
  /**
   * A proof of payment is accepted: a Zelle, PayPal or bank transfer order not yet verified
   * (awaiting payment, where the upload is the "I have paid" step, or payment submitted).
   */
  accepts_proof: z.boolean(),
  has_proof: z.boolean(),
  /** The operator's delivery photo, at GET /api/orders/:reference/delivery-proof. */
  delivery_proof: z.boolean(),
  can_cancel: z.boolean(),
  /** Set while the order awaits payment and can still be paid this way; null otherwise. */
  payment: transferPaymentSchema.nullable(),
  /** A replaced order: the reference of the order the sender placed instead. */
  replaced_by: z.string().nullable(),
  /** A paid order can be cancelled until then (30 minutes after paying, while not delivered). */
  cancel_until: isoDate.nullable(),
  /** The date the money is available (YYYY-MM-DD): from the payment, or today if unpaid. */
  available_on: z.string(),
  /** Whether an error can still be reported (a paid order, within 180 days of availability). */
  can_claim: z.boolean(),
  claims: z.array(claimSchema),
  /** Money owed back (a cancelled paid order), and when the operator sent it. */
  refund: z
    .object({ amount: decimal, currency: z.string(), refunded_at: isoDate.nullable() })
    .nullable(),
});
export type TransferDetail = z.infer<typeof transferDetailSchema>;

export const transferReferenceParamsSchema = z.object({ reference: z.string().min(1).max(32) });

/** POST /api/orders/:reference/payment-link: the gateway's page for an unpaid gateway order. */
export const paymentLinkResponseSchema = z.object({ url: z.string(), formUrl: z.string() });
