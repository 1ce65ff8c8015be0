import { asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts-tables.ts';
import { orders } from '../orders/orders-tables.ts';
import { type ErrorClaimRow, errorClaims } from './claims-tables.ts';

type NewClaim = typeof errorClaims.$inferInsert;

export function createClaimsRepository(db: Database) {
  const withOrder = () =>
    db
      .select({
        claim: errorClaims,
        reference: orders.reference,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
      })
      .from(errorClaims)
      .innerJoin(orders, eq(orders.id, errorClaims.orderId))
      .innerJoin(users, eq(users.id, errorClaims.userId));

  return {
    async insert(claim: NewClaim): Promise<ErrorClaimRow> {
      const [row] = await db.insert(errorClaims).values(claim).returning();
      if (row === undefined) throw new Error('the claim was not inserted');
      return row;
    },

    ofOrder(orderId: string): Promise<ErrorClaimRow[]> {
      return db
        .select()
        .from(errorClaims)
        .where(eq(errorClaims.orderId, orderId))
        .orderBy(asc(errorClaims.createdAt));
    },

    /** Open claims by deadline (soonest first), or answered ones newest first. */
    list(answered: boolean, limit: number) {
      return withOrder()
        .where(answered ? isNotNull(errorClaims.answeredAt) : isNull(errorClaims.answeredAt))
        .orderBy(answered ? desc(errorClaims.answeredAt) : asc(errorClaims.dueAt))
        .limit(limit);
    },

    async lock(id: string) {
      const [row] = await withOrder()
        .where(eq(errorClaims.id, id))
        .for('update', { of: errorClaims });
      return row;
    },

    async answer(
      id: string,
      answer: Pick<
        ErrorClaimRow,
        'outcome' | 'answer' | 'answeredAt' | 'answeredBy' | 'answeredByEmail'
      >,
    ): Promise<ErrorClaimRow> {
      const [row] = await db
        .update(errorClaims)
        .set(answer)
        .where(eq(errorClaims.id, id))
        .returning();
      if (row === undefined) throw new Error(`claim ${id} vanished while locked`);
      return row;
    },
  };
}
