import {
  type AdminOrdersQuery,
  type OrderActionBody,
  orderActionTargets,
} from '@giro/shared/admin/order-admin-contracts';
import type { Database } from '../../../db/database.ts';
import { createAuditRepository } from '../../audit/audit-repository.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import { createHoldsRepository } from '../../compliance/holds-repository.ts';
import type { ChangeStatus } from '../../orders/order-status-changer.ts';
import { illegalTransition } from '../../orders/orders-errors.ts';
import { createOrdersRepository } from '../../orders/orders-repository.ts';
import type { ProofStore } from '../../transfers/proof-store.ts';
import { notFound } from '../admin-errors.ts';
import { toAdminHold } from '../compliance/hold-views.ts';
import { actorUserIds } from './history-actors.ts';
import { allowedActions, toOrderDetail, toOrderSummary } from './orders-admin-mappers.ts';
import { createOrdersAdminRepository } from './orders-admin-repository.ts';

/** The orders queue: read, and moved along the legal transitions by staff. */
export function createOrdersAdminService(deps: {
  db: Database;
  changeStatus: ChangeStatus;
  proofs: Pick<ProofStore, 'read'>;
}) {
  const { db, changeStatus } = deps;
  const repository = createOrdersAdminRepository(db);

  async function found(reference: string) {
    const row = await repository.find(reference);
    if (row === undefined) throw notFound();
    return row;
  }

  async function detail(reference: string) {
    const row = await found(reference);
    const [history, proof, deliveryProof] = await Promise.all([
      repository.history(row.order.id),
      repository.proof(row.order.id),
      repository.hasDeliveryProof(row.order.id),
    ]);
    const [names, holds] = await Promise.all([
      repository.names(actorUserIds(history.map((entry) => entry.actor))),
      createHoldsRepository(db).ofOrders([row.order.id]),
    ]);
    const detail = toOrderDetail(row, { history, names }, proof, deliveryProof);
    return { ...detail, compliance: holds.map(toAdminHold) };
  }

  return {
    async list(query: AdminOrdersQuery) {
      return (await repository.list(query)).map(toOrderSummary);
    },

    detail,

    /** The sender's uploaded payment proof, as stored. */
    async proof(reference: string) {
      const proof = await repository.proof((await found(reference)).order.id);
      if (proof === undefined) throw notFound();
      return { mediaType: proof.mediaType, file: await deps.proofs.read(proof.fileName) };
    },

    /**
     * Through `changeStatus`, so the transition is checked (409 when illegal), recorded in the
     * history and mailed to the sender; the audit entry is written in the same transaction.
     */
    async act(actor: Actor, reference: string, { action, note }: OrderActionBody) {
      const row = await found(reference);
      await changeStatus(row.order.id, orderActionTargets[action], `staff:${actor.id}`, note, {
        check: (locked) => {
          if (!allowedActions(locked.status).includes(action)) {
            throw illegalTransition(locked.status, orderActionTargets[action]);
          }
          return true;
        },
        within: (tx, { before, after }) =>
          createAuditRepository(tx).record({
            actorId: actor.id,
            actorEmail: actor.email,
            action,
            entity: 'order',
            entityId: after.reference,
            before: { status: before.status },
            after: { status: after.status, note },
          }),
      });
      return detail(reference);
    },

    /** The operator has dealt with the unexpected money: the flag goes, the audit log keeps it. */
    async resolveAttention(actor: Actor, reference: string) {
      const { order } = await found(reference);
      await auditedChange(
        db,
        { actor, entity: 'order', action: 'resolve_attention' },
        async (tx) => {
          const locked = await createOrdersRepository(tx).lock(order.id);
          const before = locked?.order ?? order;
          await createOrdersRepository(tx).update(order.id, {
            attentionReason: null,
            attentionDetail: null,
            attentionAt: null,
          });
          const flag = { reason: before.attentionReason, detail: before.attentionDetail };
          return { entityId: order.reference, before: flag, after: null, result: undefined };
        },
      );
      return detail(reference);
    },
  };
}
