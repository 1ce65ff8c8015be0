import { languages } from '@giro/shared';
import { userRoles } from '@giro/shared/admin/staff-roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/** Sender accounts. `active` turns true once the emailed activation link is opened. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(false),
    /** Mail language; follows the language of the latest sign-in. */
    language: text('language', { enum: languages }).notNull(),
    /** The agent hash or link the user registered through, when there was one. */
    registerLink: text('register_link'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Set when the user deactivates the account: it can no longer sign in; its orders stay. */
    deactivatedAt: timestamptz('deactivated_at'),
    /** Staff (operator, admin) also reach the /admin console; they sign in like senders. */
    role: text('role', { enum: userRoles }).notNull().default('sender'),
    /**
     * HMAC key of the account's device cookies (browsers that signed in to it); made at the first
     * sign-in, cleared to distrust every device at once (new password, deactivation).
     */
    deviceKey: text('device_key'),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_language', sql`${table.language} in ('es', 'en')`),
    check('users_role', sql`${table.role} in ('sender', 'agent', 'operator', 'admin')`),
  ],
);

/** Bearer sessions. Only the SHA-256 of each token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** The browser's User-Agent at sign-in (the session list names the browser and system). */
    userAgent: text('user_agent'),
    /** The client's address when the session was last used. */
    ip: text('ip'),
    /**
     * The password was right and the account's second factor is still to come: the token opens
     * only the sign-in's second step until then.
     */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
    /** When this session last proved a second factor (sign-in, enrolment, step-up). */
    secondFactorAt: timestamptz('second_factor_at'),
    /**
     * When the factor it proved then was enrolled: a factor younger than a day may be an
     * intruder's, so it does not approve changes of where money goes.
     */
    secondFactorEnrolledAt: timestamptz('second_factor_enrolled_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Single-use emailed tokens (activation, password reset, an agent's invitation to set a password);
 * only their SHA-256 is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['activation', 'reset', 'invitation', 'staff_invitation'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    index('account_tokens_user_id_idx').on(table.userId),
    check(
      'account_tokens_purpose',
      sql`${table.purpose} in ('activation', 'reset', 'invitation', 'staff_invitation')`,
    ),
  ],
);

/**
 * Failed sign-ins per key in fixed windows: one key per address for browsers the account does
 * not trust, one per trusted device (device-cookie.ts). Keys are SHA-256 hex, never addresses.
 */
export const signInCounters = pgTable(
  'sign_in_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [index('sign_in_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
