import type { AgentTransfersQuery } from '@giro/shared/agents/agent-contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders } from '../orders/orders-tables.ts';
import { agentCommission, agentOrders, createdInMonth, isSettled } from './agent-commission-sql.ts';

/** What the agent may read of one order: no contact data beyond the sender's name. */
const columns = {
  id: orders.id,
  reference: orders.reference,
  createdAt: orders.createdAt,
  paymentCurrency: orders.paymentCurrency,
  destinationCurrency: orders.destinationCurrency,
  principal: orders.principal,
  pricingCurrency: orders.pricingCurrency,
  receiving: orders.receiving,
  status: orders.status,
  senderName: sql<string>`${orders.sender}->>'fullname'`,
  // As text: a driver may read a bare numeric expression as a float.
  commission: sql<string>`${agentCommission}::text`,
  settled: isSettled,
  // Exact to the microsecond, unlike a Date: the next batch starts right after this row.
  cursor: sql<string>`${orders.createdAt}::text`,
};

export type AgentTransferRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAgentTransfersRepository>['find']>>
>;

/** Where the previous batch ended (newest first): its last row's creation time and id. */
export interface TransferCursor {
  cursor: string;
  id: string;
}

function filtered(agentHash: string, query: AgentTransfersQuery): SQL | undefined {
  return and(
    agentOrders(agentHash),
    query.month === undefined ? undefined : createdInMonth(query.month),
    query.status === undefined ? undefined : eq(orders.status, query.status),
  );
}

/** An agent's referred transfers, newest first; another agent's are never returned. */
export function createAgentTransfersRepository(db: Database) {
  return {
    /** Up to `limit` rows after `after` (keyset: constant cost however deep the export goes). */
    batch(agentHash: string, query: AgentTransfersQuery, limit: number, after?: TransferCursor) {
      const next =
        after === undefined
          ? undefined
          : sql`(${orders.createdAt}, ${orders.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`;
      return db
        .select(columns)
        .from(orders)
        .where(and(filtered(agentHash, query), next))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    async find(agentHash: string, reference: string) {
      const [row] = await db
        .select(columns)
        .from(orders)
        .where(and(agentOrders(agentHash), eq(orders.reference, reference)));
      return row;
    },
  };
}
