import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { sessions, users } from '../src/modules/accounts/accounts-tables.ts';
import { createSecretToken } from '../src/modules/accounts/secret-token.ts';
import { receivingAccounts } from '../src/modules/receiving-accounts/receiving-accounts-tables.ts';

/** Active senders with a live session each, written straight to the tables: their tokens. */
export async function createBenchSenders(db: Database, count: number): Promise<string[]> {
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        firstName: 'Bench',
        lastName: `Sender ${index}`,
        email: `bench-${index}@example.com`,
        // Never signs in: the session below is its way in.
        passwordHash: '!',
        active: true,
        language: 'es' as const,
      })),
    )
    .returning({ id: users.id });
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 86_400_000);
  const tokens = created.map(({ id }) => ({ id, ...createSecretToken() }));
  await db.insert(sessions).values(
    tokens.map(({ id, hash }) => ({
      userId: id,
      tokenHash: hash,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    })),
  );
  return tokens.map(({ token }) => token);
}

/** Daily limits out of reach, so the demo accounts take the whole load. */
export async function liftDailyLimits(db: Database): Promise<void> {
  await db.update(receivingAccounts).set({ dailyLimit: sql`999999999999.99` });
}

export const benchContact = validContactInfo();
