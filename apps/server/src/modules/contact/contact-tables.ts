import { languages } from '@giro/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/** Messages sent through the contact form; the operator sets `handled_at` once answered. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, or null when the sender gave none. */
    phone: text('phone'),
    message: text('message').notNull(),
    /** The agent hash the sender arrived with, or null. */
    freelancer: text('freelancer'),
    /** The sender's interface language: the language to answer in. */
    language: text('language', { enum: languages }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    handledAt: timestamptz('handled_at'),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    check('contact_messages_language', sql`${table.language} in ('es', 'en')`),
  ],
);
