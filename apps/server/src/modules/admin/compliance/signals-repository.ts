import type { SignalOrder } from '@giro/shared/compliance/signal-contracts';
import { and, desc, eq, gt, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { users } from '../../accounts/accounts-tables.ts';
import { uncountedStatuses } from '../../limits/limits-repository.ts';
import { orders } from '../../orders/orders-tables.ts';

const receiverDocument = sql<string>`${orders.receiver}->>'document'`;
/** Orders shown behind one signal. */
const ordersPerSignal = 50;

export interface SignalOrderRow extends SignalOrder {
  userId: string;
}

/** A total between `low` (excluded) and `high` (included) in one currency. */
export interface NearBand {
  currency: string;
  low: string;
  high: string;
}

/** The orders and groupings the structuring signals are read from. */
export function createSignalsRepository(db: Database) {
  const counted = (since: Date) =>
    and(gt(orders.createdAt, since), notInArray(orders.status, [...uncountedStatuses]));

  async function select(where: SQL | undefined, limit: number): Promise<SignalOrderRow[]> {
    const rows = await db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(limit);
    return rows.map(({ order, email }) => ({
      userId: order.userId,
      reference: order.reference,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      total: order.total,
      currency: order.pricingCurrency,
      sender_email: email,
      receiver_name: order.receiver.fullname,
      receiver_document: order.receiver.document,
    }));
  }

  return {
    /** Counted orders whose total falls in one of the bands (just under a limit). */
    nearOrders(since: Date, bands: readonly NearBand[]): Promise<SignalOrderRow[]> {
      if (bands.length === 0) return Promise.resolve([]);
      const inBand = bands.map(
        (band) =>
          sql`(${orders.pricingCurrency} = ${band.currency} and ${orders.total} > ${band.low} and ${orders.total} <= ${band.high})`,
      );
      return select(and(counted(since), or(...inBand)), 5000);
    },

    /** Receivers (by document) paid by at least `senders` different senders. */
    async sharedReceivers(since: Date, senders: number): Promise<string[]> {
      const rows = await db
        .select({ document: receiverDocument })
        .from(orders)
        .where(counted(since))
        .groupBy(receiverDocument)
        .having(sql`count(distinct ${orders.userId}) >= ${senders}`)
        .limit(100);
      return rows.map((row) => row.document);
    },

    /** Senders who paid at least `receivers` different receivers (by document). */
    async busySenders(since: Date, receivers: number): Promise<string[]> {
      const rows = await db
        .select({ userId: orders.userId })
        .from(orders)
        .where(counted(since))
        .groupBy(orders.userId)
        .having(sql`count(distinct ${receiverDocument}) >= ${receivers}`)
        .limit(100);
      return rows.map((row) => row.userId);
    },

    ordersOfReceiver(since: Date, document: string) {
      return select(and(counted(since), eq(receiverDocument, document)), ordersPerSignal);
    },

    ordersOfSenders(since: Date, userIds: readonly string[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return select(and(counted(since), inArray(orders.userId, [...userIds])), 5000);
    },
  };
}
