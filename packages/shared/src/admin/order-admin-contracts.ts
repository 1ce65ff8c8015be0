import { z } from 'zod';
import { adminHoldSchema } from '../compliance/hold-admin-contracts.ts';
import { requiredText } from '../contact-info/text-fields.ts';
import { cryptoPaymentSchema } from '../orders/crypto-payment.ts';
import { orderAttentionSchema } from '../orders/order-attention.ts';
import { type OrderStatus, orderStatusSchema } from '../orders/order-status.ts';
import { paymentMethodSchema } from '../orders/payment-methods.ts';

/** What the operator may do to an order, and the status each action moves it to. */
export const orderActionTargets = {
  mark_paid: 'paid',
  processing: 'processing',
  delivered: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
} as const satisfies Record<string, OrderStatus>;
export type OrderAction = keyof typeof orderActionTargets;
export const orderActions = Object.keys(orderActionTargets) as [OrderAction, ...OrderAction[]];
const orderActionSchema = z.enum(orderActions);

const isoDate = z.iso.date({ error: 'validation.invalid' });

/** GET /api/admin/orders: newest first, up to 100; every filter optional. */
export const adminOrdersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  method: paymentMethodSchema.optional(),
  /** Created on or after this day (UTC). */
  from: isoDate.optional(),
  /** Created on or before this day (UTC). */
  to: isoDate.optional(),
  agent: z.string().trim().max(64).optional(),
  /** A reference, or (part of) the sender's email. */
  q: z.string().trim().max(255).optional(),
  /** `1`: only orders flagged for attention (money they did not expect). */
  attention: z.literal('1', { error: 'validation.invalid' }).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderSummarySchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  method: paymentMethodSchema,
  agent_hash: z.string().nullable(),
  /** The account's email (the one mails go to). */
  email: z.string(),
  sender_name: z.string(),
  receiver_name: z.string(),
  total: z.string(),
  pricing_currency: z.string(),
  receiving: z.string(),
  destination_currency: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** Money arrived that the order did not expect; null when nothing needs the operator. */
  attention: orderAttentionSchema.nullable(),
  /** Crypto orders: the coin, amount, network, wallet and TXID; null for other methods. */
  crypto: cryptoPaymentSchema.nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** A snapshot (sender, receiver, bank, pay-to) as field → value. */
const snapshotSchema = z.record(z.string(), z.string().nullable());

/** What the system recorded in a history row, for the console to say in its own language. */
const orderHistoryEventCodes = [
  'created',
  'sender_confirmed',
  'txid_submitted',
  'sender_cancelled',
  'crypto_window_closed',
  'unpaid_expired',
  'replaced',
  'gateway_result',
  'gateway_ignored',
  'statement_paid',
  'statement_accepted',
  'statement_recorded',
  'statement_ignored',
  'statement_difference_requested',
  'method_changed',
  'proof_uploaded',
] as const;
const orderHistoryEventSchema = z.object({
  code: z.enum(orderHistoryEventCodes),
  /**
   * e.g. `hours`, `reference`, `gateway`, `transaction`, `result` (paid|failed|pending), `status`,
   * `from` and `to` (payment methods); a statement's `lines` ("12+13"), `amount`, `currency`,
   * `total`, `missing`.
   */
  params: z.record(z.string(), z.string()),
});
export type OrderHistoryEvent = z.infer<typeof orderHistoryEventSchema>;

/** Who made a change: the sender or a staff member by name, a gateway, or the system itself. */
const historyActorKinds = ['sender', 'staff', 'gateway', 'system'] as const;
const historyActorSchema = z.object({
  kind: z.enum(historyActorKinds),
  /** The person's name (their email if they gave none), the gateway's name, '' for the system. */
  name: z.string(),
});
export type HistoryActor = z.infer<typeof historyActorSchema>;

const orderHistoryEntrySchema = z.object({
  from_status: orderStatusSchema.nullable(),
  to_status: orderStatusSchema,
  actor: historyActorSchema,
  /** The system's event; null when the note is a staff member's own words. */
  event: orderHistoryEventSchema.nullable(),
  note: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  principal: z.string(),
  commission: z.string(),
  delivery_cost: z.string(),
  rate: z.string(),
  payment_currency: z.string(),
  crypto_amount: z.string().nullable(),
  sender: snapshotSchema,
  receiver: snapshotSchema,
  bank: snapshotSchema,
  pay_to: snapshotSchema.nullable(),
  payer_account: z.string().nullable(),
  payer_transaction: z.string().nullable(),
  txid: z.string().nullable(),
  gateway_transaction_id: z.string().nullable(),
  history: z.array(orderHistoryEntrySchema),
  /** The sender's payment proof, read at GET /api/admin/orders/:reference/proof; null if none. */
  proof: z
    .object({
      media_type: z.string(),
      size: z.number(),
      uploaded_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  /** Whether the operator uploaded a delivery photo (GET …/:reference/delivery-proof). */
  delivery_proof: z.boolean(),
  /** The actions the order's status allows now. */
  actions: z.array(orderActionSchema),
  /** Compliance holds of the order (sanctions matches, identity), open and decided. */
  compliance: z.array(adminHoldSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderReferenceParamsSchema = z.object({ reference: z.string().trim().max(32) });

/** POST /api/admin/orders/:reference/actions: the note goes to the history and the audit log. */
export const orderActionBodySchema = z.object({
  action: orderActionSchema,
  note: requiredText,
});
export type OrderActionBody = z.output<typeof orderActionBodySchema>;

/** POST /api/admin/orders/:reference/file-link: which of the order's files. */
export const orderFileLinkBodySchema = z.object({
  kind: z.enum(['proof', 'delivery-proof'], { error: 'validation.invalid' }),
});
export type OrderFileKind = z.infer<typeof orderFileLinkBodySchema>['kind'];

/** The address (path) that serves the file for one minute, without the staff session. */
export const orderFileLinkSchema = z.object({ url: z.string() });

export const orderFileTokenParamsSchema = z.object({
  token: z.string().min(1).max(300),
});

/** GET /api/admin/orders */
export const adminOrderSummaryListSchema = z.array(adminOrderSummarySchema);
