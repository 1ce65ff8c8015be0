import type {
  AdminIdentity,
  IdentityDecisionBody,
} from '@giro/shared/compliance/identity-admin-contracts';
import type { IdentityStatus } from '@giro/shared/compliance/identity-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import { complianceHolds } from '../../compliance/compliance-tables.ts';
import { createHoldsRepository } from '../../compliance/holds-repository.ts';
import { identityApprovedMail, identityRejectedMail } from '../../identity/identity-mails.ts';
import { createIdentityRepository } from '../../identity/identity-repository.ts';
import { hasExpired } from '../../identity/identity-rules.ts';
import type { IdentityVerificationRow } from '../../identity/identity-tables.ts';
import { orders } from '../../orders/orders-tables.ts';
import { notFound } from '../admin-errors.ts';

interface Sender {
  email: string;
  firstName: string;
  lastName: string;
}

/** The console's identity queue: review a sender's submission, approve or reject it. */
export function createIdentityAdminService(app: FastifyInstance) {
  const { db } = app;

  /** References of the sender's orders waiting for their identity. */
  async function heldOrders(userIds: readonly string[]) {
    if (userIds.length === 0) return new Map<string, string[]>();
    const rows = await db
      .select({ userId: orders.userId, reference: orders.reference })
      .from(complianceHolds)
      .innerJoin(orders, eq(orders.id, complianceHolds.orderId))
      .where(
        and(
          inArray(orders.userId, [...userIds]),
          eq(complianceHolds.reason, 'identity'),
          eq(complianceHolds.status, 'open'),
        ),
      );
    const byUser = new Map<string, string[]>();
    for (const row of rows)
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.reference]);
    return byUser;
  }

  function view(row: IdentityVerificationRow, sender: Sender, held: string[]): AdminIdentity {
    return {
      id: row.id,
      status: row.status,
      sender: { name: `${sender.firstName} ${sender.lastName}`.trim(), email: sender.email },
      date_of_birth: row.dateOfBirth,
      address: row.address,
      document_type: row.documentType,
      document_number: row.documentNumber,
      document_country: row.documentCountry,
      document_expiry: row.documentExpiry,
      expired: hasExpired(row, app.now()),
      submitted_at: row.submittedAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      decided_by: row.decidedByEmail,
      reason: row.reason,
      held_orders: held,
    };
  }

  return {
    async list(status: IdentityStatus): Promise<AdminIdentity[]> {
      const rows = await createIdentityRepository(db).list(status, 200);
      const held = await heldOrders([...new Set(rows.map((row) => row.verification.userId))]);
      return rows.map((row) =>
        view(row.verification, row.user, held.get(row.verification.userId) ?? []),
      );
    },

    /**
     * Approve (the sender's orders waiting for it are released and their instructions mailed)
     * or reject with a reason; the sender is mailed the outcome. Audited.
     */
    async decide(actor: Actor, id: string, body: IdentityDecisionBody, origin: string) {
      const approve = body.decision === 'approve';
      const reason = body.reason?.trim() || null;
      const decided = await auditedChange(
        db,
        { actor, entity: 'identity_verification', action: body.decision },
        async (tx) => {
          const locked = await createIdentityRepository(tx).lock(id);
          if (locked === undefined) throw notFound();
          const { verification, user } = locked;
          if (verification.status !== 'pending') throw new AppError(409, 'identity_not_pending');
          if (approve && hasExpired(verification, app.now())) {
            throw new AppError(409, 'identity_document_expired');
          }
          const at = app.now();
          const row = await createIdentityRepository(tx).decide(id, {
            status: approve ? 'approved' : 'rejected',
            decidedAt: at,
            decidedBy: actor.id,
            decidedByEmail: actor.email,
            reason,
          });
          const link = `${origin}/profile/identity`;
          await app.mail.enqueue(tx, {
            to: user.email,
            language: user.language,
            template: approve ? identityApprovedMail : identityRejectedMail,
            data: { firstName: user.firstName, reason, link },
          });
          if (approve) {
            const resolved = await createHoldsRepository(tx).resolveIdentity(verification.userId, {
              status: 'resolved',
              decidedAt: at,
              decidedBy: actor.id,
              decidedByEmail: actor.email,
              decisionNote: null,
            });
            for (const hold of resolved) await app.compliance.release(tx, hold.orderId);
          }
          return {
            entityId: id,
            before: { status: 'pending', sender: user.email },
            after: { status: row.status, reason },
            result: { row, user },
          };
        },
      );
      const held = await heldOrders([decided.row.userId]);
      return view(decided.row, decided.user, held.get(decided.row.userId) ?? []);
    },
  };
}
