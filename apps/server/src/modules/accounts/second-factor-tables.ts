import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from '../../db/columns.ts';
import { users } from './accounts-tables.ts';

/**
 * An account's authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s). `confirmedAt` stays
 * null until the person typed a first code, so a secret nobody scanned never guards anything.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32; the verifier needs the secret itself, so it cannot be hashed. */
  secret: text('secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  /** The latest time step a code was accepted for: that step and earlier ones never pass again. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** WebAuthn credentials (passkeys) an account registered; only public keys are stored. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (0 for most synced passkeys). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the session list and mails call it ("Chrome on Android"). */
    name: text('name').notNull(),
    /** Synced to the person's other devices (a cloud keychain) rather than bound to one. */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/** One-time recovery codes, shown once; only their SHA-256 is stored (80 random bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

export const webauthnPurposes = ['register', 'sign_in', 'second_factor', 'step_up'] as const;
export type WebauthnPurpose = (typeof webauthnPurposes)[number];

/**
 * Challenges handed to a browser for one WebAuthn ceremony, in the database so any instance can
 * check the answer; each is deleted when used and is good for a few minutes.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: webauthnPurposes }).notNull(),
    /** The account the ceremony is for; null for a passkey sign-in, where the browser chooses. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('webauthn_challenges_expires_at_idx').on(table.expiresAt),
    check(
      'webauthn_challenges_purpose',
      sql`${table.purpose} in ('register', 'sign_in', 'second_factor', 'step_up')`,
    ),
  ],
);
