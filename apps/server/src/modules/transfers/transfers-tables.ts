import {
  type DeliveryProofMediaType,
  deliveryProofMediaTypes,
  type ProofMediaType,
  proofMediaTypes,
} from '@giro/shared';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from '../../db/columns.ts';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { users } from '../accounts/accounts-tables.ts';
import { orders } from '../orders/orders-tables.ts';

/** The sender's proof of payment of an order: its bytes are the `proof_files` row `file_name`. */
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

/** The operator's optional photo of a delivery: its bytes are the `proof_files` row `file_name`. */
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

export type OrderProofRow = typeof orderProofs.$inferSelect;
export type DeliveryProofRow = typeof deliveryProofs.$inferSelect;

/**
 * The bytes of every proof (payment and delivery), in the database so that every instance
 * serves what any instance stored. Names are random; sizes are bounded by the upload limit.
 */
export const proofFiles = pgTable('proof_files', {
  fileName: text('file_name').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
