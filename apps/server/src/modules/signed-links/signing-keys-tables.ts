import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets that sign links mailed to people who need no session to use them (unsubscribe).
 * Made at first use and shared by every instance through the database.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
