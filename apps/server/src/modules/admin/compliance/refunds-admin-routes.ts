import { formatMoney } from '@giro/shared/locale-format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { route } from '../../../plugins/call-route.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { mailLinkOrigin } from '../../mail/public-origin.ts';
import { createOrdersRepository } from '../../orders/orders-repository.ts';
import type { OrderRow } from '../../orders/orders-tables.ts';
import { refundSentMail } from '../../refunds/refunds-mails.ts';
import { createRefundsRepository } from '../../refunds/refunds-repository.ts';
import type { RefundOwedRow } from '../../refunds/refunds-tables.ts';
import { staffActor } from '../admin-guard.ts';

function toRefund({
  refund,
  order,
  email,
}: {
  refund: RefundOwedRow;
  order: OrderRow;
  email: string;
}) {
  return {
    reference: order.reference,
    reason: refund.reason,
    amount: refund.amount,
    currency: refund.currency,
    method: order.method,
    sender_email: email,
    created_at: refund.createdAt.toISOString(),
    refunded_at: refund.refundedAt?.toISOString() ?? null,
    refunded_by: refund.refundedByEmail,
    note: refund.note,
  };
}

/** The refund queue: money owed back to senders, and the operator's record of sending it. */
export const refundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/compliance/refunds', {
    handler: async (request) =>
      (await createRefundsRepository(app.db).list(request.query.status === 'done', 200)).map(
        toRefund,
      ),
  });

  route(app, 'POST /api/admin/compliance/refunds/:reference/refunded', {
    handler: async (request) => {
      const actor = staffActor(request);
      const origin = await mailLinkOrigin(app);
      const note = request.body.note.trim() || null;
      const target = { actor, entity: 'refund', action: 'refunded' };
      return auditedChange(app.db, target, async (tx) => {
        const refunds = createRefundsRepository(tx);
        const owed = await refunds.lockOpen(request.params.reference);
        if (owed === undefined) throw new AppError(409, 'refund_not_owed');
        const done = {
          refundedAt: app.now(),
          refundedBy: actor.id,
          refundedByEmail: actor.email,
          note,
        };
        await refunds.markRefunded(owed.order.id, done);
        const locked = await createOrdersRepository(tx).lock(owed.order.id);
        const recipient = locked?.recipient;
        if (recipient !== undefined) {
          const { reference } = owed.order;
          await app.mail.enqueue(tx, {
            to: recipient.email,
            language: recipient.language,
            template: refundSentMail,
            data: {
              firstName: recipient.firstName,
              reference,
              amount: formatMoney(owed.refund.amount, owed.refund.currency, recipient.language),
              note,
              link: `${origin}/profile/transfers/${encodeURIComponent(reference)}`,
            },
          });
        }
        const after = toRefund({ ...owed, refund: { ...owed.refund, ...done } });
        return { entityId: owed.order.reference, before: toRefund(owed), after, result: after };
      });
    },
  });
};
