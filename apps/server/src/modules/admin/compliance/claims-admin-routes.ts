import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { route } from '../../../plugins/call-route.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { claimAnsweredMail } from '../../claims/claims-mails.ts';
import { createClaimsRepository } from '../../claims/claims-repository.ts';
import type { ErrorClaimRow } from '../../claims/claims-tables.ts';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { toClaim } from '../../transfers/transfer-claims.ts';
import { notFound } from '../admin-errors.ts';
import { staffActor } from '../admin-guard.ts';

interface ClaimWithSender {
  claim: ErrorClaimRow;
  reference: string;
  email: string;
  firstName: string;
  lastName: string;
}

const toAdminClaim = (row: ClaimWithSender) => ({
  ...toClaim(row.claim),
  reference: row.reference,
  sender_email: row.email,
  sender_name: `${row.firstName} ${row.lastName}`.trim(),
});

/** The error claims queue: each claim's 90-day deadline, and the operator's answer. */
export const claimsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/compliance/claims', {
    handler: async (request) =>
      (await createClaimsRepository(app.db).list(request.query.status === 'done', 200)).map(
        toAdminClaim,
      ),
  });

  route(app, 'POST /api/admin/compliance/claims/:id/answer', {
    handler: async (request) => {
      const actor = staffActor(request);
      const origin = await mailLinkOrigin(app);
      const { outcome, answer } = request.body;
      const target = { actor, entity: 'error_claim', action: 'answer' };
      return auditedChange(app.db, target, async (tx) => {
        const claims = createClaimsRepository(tx);
        const locked = await claims.lock(request.params.id);
        if (locked === undefined) throw notFound();
        if (locked.claim.answeredAt !== null) throw new AppError(409, 'claim_answered');
        const claim = await claims.answer(locked.claim.id, {
          outcome,
          answer,
          answeredAt: app.now(),
          answeredBy: actor.id,
          answeredByEmail: actor.email,
        });
        await app.mail.enqueue(tx, {
          to: locked.email,
          language: locked.language,
          template: claimAnsweredMail,
          data: {
            firstName: locked.firstName,
            reference: locked.reference,
            kind: claim.kind,
            dueDate: '',
            outcome,
            answer,
            link: `${origin}/profile/transfers/${encodeURIComponent(locked.reference)}`,
          },
        });
        const after = toAdminClaim({ ...locked, claim });
        return { entityId: claim.id, before: toAdminClaim(locked), after, result: after };
      });
    },
  });
};
