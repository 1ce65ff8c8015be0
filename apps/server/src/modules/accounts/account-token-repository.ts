import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accountTokens, users } from './accounts-tables.ts';
import type { UserRow } from './user-repository.ts';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export interface UsableToken {
  tokenId: string;
  user: UserRow;
}

export function createAccountTokenRepository(db: Database) {
  const usable = (now: Date) => and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

  return {
    async insert(token: {
      userId: string;
      purpose: AccountTokenPurpose;
      tokenHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      const { now, ...values } = token;
      await db.insert(accountTokens).values({ ...values, createdAt: now });
    },

    /** The unused, unexpired token with this hash and purpose, with its user. */
    async findUsable(
      purpose: AccountTokenPurpose,
      tokenHash: string,
      now: Date,
    ): Promise<UsableToken | undefined> {
      const [row] = await db
        .select({ tokenId: accountTokens.id, user: users })
        .from(accountTokens)
        .innerJoin(users, eq(users.id, accountTokens.userId))
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            usable(now),
          ),
        )
        .limit(1);
      return row;
    },

    /** The user a token with this hash and purpose was issued to, used or expired alike. */
    async findOwner(purpose: AccountTokenPurpose, tokenHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(accountTokens)
        .innerJoin(users, eq(users.id, accountTokens.userId))
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
        .limit(1);
      return row?.user;
    },

    /** Marks the token used; false when a concurrent request used it first. */
    async consume(tokenId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.id, tokenId), usable(now)))
        .returning({ id: accountTokens.id });
      return rows.length > 0;
    },

    /** Voids every pending token of this purpose (after a password change, for instance). */
    async consumeAllOf(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), usable(now)),
        );
    },
  };
}
