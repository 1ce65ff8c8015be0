import type { AdminOrdersQuery } from '@giro/shared/admin/order-admin-contracts';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { users } from '../../accounts/accounts-tables.ts';
import { type OrderRow, orderStatusHistory, orders } from '../../orders/orders-tables.ts';
import {
  deliveryProofs,
  type OrderProofRow,
  orderProofs,
} from '../../transfers/transfers-tables.ts';

/** The queue shows the newest orders; filters narrow it down further. */
const queueLimit = 100;

const dayMs = 24 * 60 * 60 * 1000;

/** `%`, `_` and `\` typed by the operator are searched for literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function conditions(query: AdminOrdersQuery): (SQL | undefined)[] {
  const search = query.q ? `%${likeLiteral(query.q)}%` : undefined;
  return [
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.method === undefined ? undefined : eq(orders.method, query.method),
    query.agent ? eq(orders.agentHash, query.agent) : undefined,
    query.attention === undefined ? undefined : isNotNull(orders.attentionReason),
    query.from === undefined ? undefined : gte(orders.createdAt, new Date(query.from)),
    // `to` is a whole day: everything before the next midnight.
    query.to === undefined
      ? undefined
      : lt(orders.createdAt, new Date(new Date(query.to).getTime() + dayMs)),
    search === undefined
      ? undefined
      : or(ilike(orders.reference, search), ilike(users.email, search)),
  ];
}

export interface AdminOrderRow {
  order: OrderRow;
  email: string;
}

/** Orders as the console reads them, with the account's email. */
export function createOrdersAdminRepository(db: Database) {
  const withEmail = () =>
    db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId));

  return {
    list(query: AdminOrdersQuery): Promise<AdminOrderRow[]> {
      return withEmail()
        .where(and(...conditions(query)))
        .orderBy(desc(orders.createdAt), desc(orders.reference))
        .limit(queueLimit);
    },

    async find(reference: string): Promise<AdminOrderRow | undefined> {
      const [row] = await withEmail().where(eq(orders.reference, reference.toUpperCase()));
      return row;
    },

    async proof(orderId: string): Promise<OrderProofRow | undefined> {
      const [proof] = await db.select().from(orderProofs).where(eq(orderProofs.orderId, orderId));
      return proof;
    },

    async hasDeliveryProof(orderId: string): Promise<boolean> {
      const [found] = await db
        .select({ orderId: deliveryProofs.orderId })
        .from(deliveryProofs)
        .where(eq(deliveryProofs.orderId, orderId));
      return found !== undefined;
    },

    /** The names of the people (senders, staff) with these ids; their email when they gave none. */
    async names(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(
        rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim() || row.email]),
      );
    },

    history(orderId: string) {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id));
    },
  };
}
