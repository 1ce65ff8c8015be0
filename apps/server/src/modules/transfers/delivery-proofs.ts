import { deliveryProofMediaTypes, proofMaxBytes } from '@giro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';
import type { Actor } from '../audit/audited-change.ts';
import { orderNotFound } from '../orders/orders-errors.ts';
import { type OrderRow, orders } from '../orders/orders-tables.ts';
import { cleanProof, proofTooLarge } from './proof-file.ts';
import type { ProofStore } from './proof-store.ts';
import { deliveryProofs } from './transfers-tables.ts';

/** Only while the order is being or has been delivered does a delivery photo make sense. */
const acceptingStatuses: readonly OrderRow['status'][] = ['processing', 'delivered'];

const notAnImage = () => new AppError(415, 'delivery_proof_type');

const notAccepted = () => new AppError(409, 'delivery_proof_not_accepted');

/** The operator's optional delivery photo of an order: uploaded by staff, seen by its sender. */
export function createDeliveryProofs(deps: { db: Database; proofs: ProofStore; now: () => Date }) {
  const { db } = deps;

  async function find(reference: string, userId?: string) {
    const [row] = await db
      .select({ order: orders, proof: deliveryProofs })
      .from(orders)
      .leftJoin(deliveryProofs, eq(deliveryProofs.orderId, orders.id))
      .where(
        and(
          eq(orders.reference, reference.toUpperCase()),
          userId === undefined ? undefined : eq(orders.userId, userId),
        ),
      );
    if (row === undefined) throw orderNotFound();
    return row;
  }

  async function file(reference: string, userId?: string) {
    const { proof } = await find(reference, userId);
    if (proof === null) throw new AppError(404, 'not_found');
    return { mediaType: proof.mediaType, file: await deps.proofs.read(proof.fileName) };
  }

  return {
    /** Stores (or replaces) the photo; the audit entry is written in the same transaction. */
    async upload(actor: Actor, reference: string, upload: Buffer): Promise<void> {
      const { order, proof: previous } = await find(reference);
      if (!acceptingStatuses.includes(order.status)) throw notAccepted();
      if (upload.length > proofMaxBytes) throw proofTooLarge();
      const { mediaType, file } = await cleanProof(upload, deliveryProofMediaTypes, notAnImage);
      const fileName = await deps.proofs.save(file, mediaType);
      const row = {
        orderId: order.id,
        fileName,
        mediaType,
        size: file.length,
        uploadedBy: actor.id,
        createdAt: deps.now(),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(deliveryProofs)
          .values(row)
          .onConflictDoUpdate({ target: deliveryProofs.orderId, set: row });
        await createAuditRepository(tx).record({
          actorId: actor.id,
          actorEmail: actor.email,
          action: 'delivery_proof',
          entity: 'order',
          entityId: order.reference,
          before: previous === null ? null : { media_type: previous.mediaType },
          after: { media_type: mediaType, size: file.length },
        });
      });
      if (previous !== null) await deps.proofs.remove(previous.fileName);
    },

    forStaff: (reference: string) => file(reference),
    forOwner: (userId: string, reference: string) => file(reference, userId),
  };
}

export type DeliveryProofs = ReturnType<typeof createDeliveryProofs>;
