import {
  type ProofMediaType,
  proofMediaTypes,
  type SavedBank,
  type SavedReceiverData,
} from '@giro/shared';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts-tables.ts';
import { orders } from '../orders/orders-tables.ts';
import { isOneOf } from '../payment-methods/sql-in-list.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Receivers remembered from a sender's orders, one per document and card/account: a new order
 * to the same person and card refreshes the row instead of adding one.
 */
export const savedReceivers = pgTable(
  'saved_receivers',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    numberCard: text('number_card').notNull(),
    account: text('account').notNull(),
    destinationCurrency: text('destination_currency').notNull(),
    receiver: jsonb('receiver').$type<SavedReceiverData>().notNull(),
    bank: jsonb('bank').$type<SavedBank>().notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (table) => [
    uniqueIndex('saved_receivers_identity_key').on(
      table.userId,
      table.document,
      table.numberCard,
      table.account,
    ),
    index('saved_receivers_user_idx').on(table.userId, table.lastUsedAt),
  ],
);

/** The sender's proof of payment of an order: the file lives in DATA_DIR/uploads/<file_name>. */
export const orderProofs = pgTable(
  'order_proofs',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type', { enum: proofMediaTypes }).$type<ProofMediaType>().notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
  },
  (table) => [check('order_proofs_media_type', isOneOf(table.mediaType, proofMediaTypes))],
);

/** A delivery photo is an image: PDFs are only for the sender's payment proofs. */
export const deliveryProofMediaTypes = ['image/png', 'image/jpeg'] as const;
export type DeliveryProofMediaType = (typeof deliveryProofMediaTypes)[number];

/** The operator's optional photo of a delivery: the file lives in DATA_DIR/uploads/<file_name>. */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type', { enum: deliveryProofMediaTypes })
      .$type<DeliveryProofMediaType>()
      .notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('delivery_proofs_media_type', isOneOf(table.mediaType, deliveryProofMediaTypes)),
  ],
);

export type SavedReceiverRow = typeof savedReceivers.$inferSelect;
export type OrderProofRow = typeof orderProofs.$inferSelect;
export type DeliveryProofRow = typeof deliveryProofs.$inferSelect;
