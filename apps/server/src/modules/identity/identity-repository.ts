import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import { type IdentityVerificationRow, identityVerifications } from './identity-tables.ts';

type NewVerification = typeof identityVerifications.$inferInsert;

export function createIdentityRepository(db: Database) {
  return {
    async latest(userId: string): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .orderBy(desc(identityVerifications.submittedAt))
        .limit(1);
      return row;
    },

    async insert(row: NewVerification): Promise<IdentityVerificationRow> {
      const [inserted] = await db.insert(identityVerifications).values(row).returning();
      if (inserted === undefined) throw new Error('the verification was not inserted');
      return inserted;
    },

    /** One submission with its sender's name and mail details, locked for a decision. */
    async lock(id: string) {
      const [row] = await db
        .select({
          verification: identityVerifications,
          user: {
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            language: users.language,
          },
        })
        .from(identityVerifications)
        .innerJoin(users, eq(users.id, identityVerifications.userId))
        .where(eq(identityVerifications.id, id))
        .for('update', { of: identityVerifications });
      return row;
    },

    async decide(
      id: string,
      decision: Pick<
        IdentityVerificationRow,
        'status' | 'decidedAt' | 'decidedBy' | 'decidedByEmail' | 'reason'
      >,
    ): Promise<IdentityVerificationRow> {
      const [row] = await db
        .update(identityVerifications)
        .set(decision)
        .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, 'pending')))
        .returning();
      if (row === undefined) throw new Error(`verification ${id} was not pending`);
      return row;
    },

    /** Submissions with their senders, newest first: pending ones, or all of one status. */
    list(status: IdentityVerificationRow['status'], limit: number) {
      return db
        .select({
          verification: identityVerifications,
          user: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(identityVerifications)
        .innerJoin(users, eq(users.id, identityVerifications.userId))
        .where(eq(identityVerifications.status, status))
        .orderBy(desc(identityVerifications.submittedAt))
        .limit(limit);
    },
  };
}
