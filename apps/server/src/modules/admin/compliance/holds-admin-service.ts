import { canTransition } from '@giro/shared';
import type { HoldReason } from '@giro/shared/compliance/compliance-holds';
import type { HoldDecisionBody } from '@giro/shared/compliance/hold-admin-contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { users } from '../../accounts/accounts-tables.ts';
import { createAuditRepository } from '../../audit/audit-repository.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import { complianceHolds } from '../../compliance/compliance-tables.ts';
import { createHoldsRepository } from '../../compliance/holds-repository.ts';
import { screenedParties } from '../../compliance/order-gate.ts';
import { orders } from '../../orders/orders-tables.ts';
import { createRefundsRepository } from '../../refunds/refunds-repository.ts';
import { createClearancesRepository } from '../../sanctions/clearances-repository.ts';
import { clearancesOf } from '../../sanctions/screened-people.ts';
import { notFound } from '../admin-errors.ts';
import { toHoldQueueItem } from './hold-views.ts';

/** Statuses in which money may have reached the operator: blocking them owes it back. */
const maybePaid = new Set(['payment_submitted', 'paid', 'processing']);

const holdNotOpen = () => new AppError(409, 'hold_not_open');

/** The sanctions review queue and the operator's decisions on it. */
export function createHoldsAdminService(app: FastifyInstance) {
  const { db } = app;

  function withOrders(executor: Database) {
    return executor
      .select({ hold: complianceHolds, order: orders, email: users.email })
      .from(complianceHolds)
      .innerJoin(orders, eq(orders.id, complianceHolds.orderId))
      .innerJoin(users, eq(users.id, orders.userId));
  }

  async function item(id: number) {
    const [row] = await withOrders(db).where(eq(complianceHolds.id, id));
    if (row === undefined) throw notFound();
    return toHoldQueueItem(row.hold, row.order, row.email);
  }

  const decision = (actor: Actor, status: 'cleared' | 'blocked', note: string) => ({
    status,
    decidedAt: app.now(),
    decidedBy: actor.id,
    decidedByEmail: actor.email,
    decisionNote: note,
  });

  /**
   * A false positive: the hold ends, each matched entry is cleared for this order's people (name
   * and identity) as the entry reads now, and the order can be paid (its sender is mailed).
   */
  async function clear(actor: Actor, id: number, note: string) {
    await auditedChange(db, { actor, entity: 'compliance_hold', action: 'clear' }, async (tx) => {
      const holds = createHoldsRepository(tx);
      const hold = await holds.lockOpen(id);
      if (hold?.reason !== 'sanctions') throw holdNotOpen();
      const [order] = await tx.select().from(orders).where(eq(orders.id, hold.orderId));
      if (order === undefined) throw notFound();
      await holds.decide(id, decision(actor, 'cleared', note));
      const cleared = clearancesOf(hold.matches, screenedParties(order), {
        orderReference: order.reference,
        reason: note,
        clearedBy: actor.id,
        clearedByEmail: actor.email,
        clearedAt: app.now(),
      });
      await createClearancesRepository(tx).remember(cleared);
      await app.compliance.release(tx, hold.orderId);
      const matched = hold.matches.map((match) => match.ent_num);
      return {
        entityId: String(id),
        before: { status: 'open', order: order.reference, list_entries: matched },
        after: { status: 'cleared', note },
        result: undefined,
      };
    });
  }

  /** A true match: the hold is blocked, the order cancelled and any money received owed back. */
  async function block(actor: Actor, id: number, note: string) {
    const hold = await createHoldsRepository(db).find(id);
    if (hold?.status !== 'open' || hold.reason !== 'sanctions') throw holdNotOpen();
    const [order] = await db.select().from(orders).where(eq(orders.id, hold.orderId));
    if (order === undefined) throw notFound();
    const record = async (tx: Database, orderStatus: string) => {
      if ((await createHoldsRepository(tx).lockOpen(id)) === undefined) throw holdNotOpen();
      await createHoldsRepository(tx).decide(id, decision(actor, 'blocked', note));
      await createAuditRepository(tx).record({
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'block',
        entity: 'compliance_hold',
        entityId: String(id),
        before: { status: 'open', order: order.reference },
        after: { status: 'blocked', note, order_status: orderStatus },
      });
    };
    if (!canTransition(order.status, 'cancelled')) {
      await db.transaction((tx) => record(tx, order.status));
      return;
    }
    await app.orders.changeStatus(order.id, 'cancelled', `staff:${actor.id}`, note, {
      within: async (tx, { before, after }) => {
        await record(tx, after.status);
        if (maybePaid.has(before.status)) {
          await createRefundsRepository(tx).owe(after, 'sanctions_block', app.now());
        }
      },
    });
  }

  return {
    async queue(reason: HoldReason) {
      const rows = await withOrders(db)
        .where(and(eq(complianceHolds.reason, reason), eq(complianceHolds.status, 'open')))
        .orderBy(asc(complianceHolds.createdAt))
        .limit(200);
      return rows.map((row) => toHoldQueueItem(row.hold, row.order, row.email));
    },

    async decide(actor: Actor, id: number, body: HoldDecisionBody) {
      if (body.decision === 'clear') await clear(actor, id, body.note);
      else await block(actor, id, body.note);
      return item(id);
    },
  };
}
