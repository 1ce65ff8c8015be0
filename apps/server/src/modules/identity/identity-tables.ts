import {
  type IdentityAddress,
  identityDocumentTypes,
  identityStatuses,
} from '@giro/shared/compliance/identity-contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { isOneOf } from '../../lib/sql-in-list.ts';
import { users } from '../accounts/accounts-tables.ts';

/**
 * A sender's identity as they submitted it (date of birth, address, an ID document and its
 * photo) and the operator's decision. The newest row of a sender is their current state; a
 * rejected or expired one is followed by a new submission. The photo is a `proof_files` row
 * that only staff read.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: identityStatuses }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    address: jsonb('address').$type<IdentityAddress>().notNull(),
    documentType: text('document_type', { enum: identityDocumentTypes }).notNull(),
    documentNumber: text('document_number').notNull(),
    documentCountry: text('document_country').notNull(),
    documentExpiry: date('document_expiry', { mode: 'string' }).notNull(),
    imageFile: text('image_file').notNull(),
    imageMediaType: text('image_media_type').notNull(),
    submittedAt: timestamptz('submitted_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    /** The operator's reason for a rejection, which the sender reads. */
    reason: text('reason'),
  },
  (table) => [
    check('identity_verifications_status', isOneOf(table.status, identityStatuses)),
    check('identity_verifications_type', isOneOf(table.documentType, identityDocumentTypes)),
    index('identity_verifications_user_idx').on(table.userId, table.submittedAt),
    index('identity_verifications_pending_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;
