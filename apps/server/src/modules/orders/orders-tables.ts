import {
  type BankDelivery,
  orderAttentionReasons,
  orderStatuses,
  type PaymentMethod,
  paymentMethods,
  type Receiver,
  type ReceivingAccount,
  type Sender,
} from '@giro/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { users } from '../accounts/accounts-tables.ts';
import { agents } from '../agents/agents-tables.ts';
import { receivingAccounts } from '../receiving-accounts/receiving-accounts-tables.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** Where an order is paid, as shown to the sender when it was created. */
export type PayTo =
  | ({ kind: 'account' } & ReceivingAccount)
  | { kind: 'wallet'; address: string; chain: string };

/** What the sender's last payment-instructions mail said: the method and where to pay. */
export interface MailedInstructions {
  method: PaymentMethod;
  payTo: PayTo | null;
}

/**
 * Remittance orders. Amounts are the server's quote when the order was created: principal,
 * commission, delivery cost and total in `pricing_currency`, receiving in `destination_currency`.
 * Sender, receiver and bank are snapshots of the contact details the order was placed with.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What senders and the operator quote: "GR-7K3M9Q". */
    reference: text('reference').notNull().unique('orders_reference_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agentHash: text('agent_hash').references(() => agents.hash),
    /** The agent's commission share (percent) when the order was created; null without agent. */
    agentSharePercent: numeric('agent_share_percent', { precision: 7, scale: 4 }),
    method: text('method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    pricingCurrency: text('pricing_currency').notNull(),
    destinationCurrency: text('destination_currency').notNull(),
    deliveryOptionId: integer('delivery_option_id'),
    principal: money('principal').notNull(),
    commission: money('commission').notNull(),
    deliveryCost: money('delivery_cost').notNull(),
    total: money('total').notNull(),
    receiving: money('receiving').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    /**
     * Crypto orders: the amount to send, fixed until `crypto_expires_at`. Wide enough for the
     * largest total (under 5·10¹⁰) over the smallest price an operator can set (10⁻⁸ USD).
     */
    cryptoAmount: numeric('crypto_amount', { precision: 28, scale: 8 }),
    cryptoExpiresAt: timestamptz('crypto_expires_at'),
    /** Hash of the priced cart and contact: one cart has one live order, whatever its method. */
    cartFingerprint: text('cart_fingerprint').notNull(),
    /** When the sender chose the order's method: when it was made, or last changed at checkout. */
    paymentChosenAt: timestamptz('payment_chosen_at').notNull(),
    /** What the last payment-instructions mail told the sender; null until one was sent. */
    instructionsMailed: jsonb('instructions_mailed').$type<MailedInstructions>(),
    sender: jsonb('sender').$type<Sender>().notNull(),
    receiver: jsonb('receiver').$type<Receiver>().notNull(),
    bank: jsonb('bank').$type<BankDelivery>().notNull(),
    payTo: jsonb('pay_to').$type<PayTo>(),
    receivingAccountId: integer('receiving_account_id').references(() => receivingAccounts.id),
    /** Zelle/PayPal confirmation: the sender's own account and the transaction number. */
    payerAccount: text('payer_account'),
    payerTransaction: text('payer_transaction'),
    /** Crypto confirmation: the transaction id, which can pay one order only. */
    txid: text('txid').unique('orders_txid_key'),
    /** Gateway orders: `<gateway>:<transaction id>` of the payment that settled it, one order only. */
    gatewayTransactionId: text('gateway_transaction_id').unique('orders_gateway_transaction_key'),
    /** Set when money arrived that the order did not expect (shared `orderAttentionReasons`). */
    attentionReason: text('attention_reason', { enum: orderAttentionReasons }),
    attentionDetail: text('attention_detail'),
    attentionAt: timestamptz('attention_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('orders_method', isOneOf(table.method, paymentMethods)),
    check('orders_status', isOneOf(table.status, orderStatuses)),
    check(
      'orders_amounts',
      sql`${table.principal} > 0 and ${table.commission} >= 0 and ${table.deliveryCost} >= 0
        and ${table.total} = ${table.principal} + ${table.commission} + ${table.deliveryCost}`,
    ),
    // One live (unpaid) order per user and cart: another method changes that order.
    uniqueIndex('orders_live_cart_key')
      .on(table.userId, table.cartFingerprint)
      .where(sql`${table.status} = 'awaiting_payment'`),
    index('orders_user_id_idx').on(table.userId, table.createdAt),
    index('orders_crypto_due_idx')
      .on(table.cryptoExpiresAt)
      .where(sql`${table.status} = 'awaiting_payment'`),
    // The sweep of unpaid Zelle, PayPal and transfer orders reads them by when their method was chosen.
    index('orders_live_chosen_idx')
      .on(table.paymentChosenAt)
      .where(sql`${table.status} = 'awaiting_payment'`),
    index('orders_receiving_account_idx').on(table.receivingAccountId, table.createdAt),
    // The dashboard's ranges and the accounting export read orders by creation time.
    index('orders_created_at_idx').on(table.createdAt, table.id),
    index('orders_agent_idx')
      .on(table.agentHash, table.createdAt)
      .where(sql`${table.agentHash} is not null`),
    // Null (no flag) passes a check, as SQL's `in` answers unknown for it.
    check('orders_attention_reason', isOneOf(table.attentionReason, orderAttentionReasons)),
  ],
);

/** Every status an order took: who changed it (a user id, 'system', later operators), and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull(),
    payload: jsonb('payload'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.id)],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
