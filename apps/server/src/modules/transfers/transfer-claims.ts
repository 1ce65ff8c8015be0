import {
  type Claim,
  type ClaimBody,
  claimAnswerDays,
} from '@giro/shared/compliance/claim-contracts';
import { formatDateTime } from '@giro/shared/locale-format';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { claimReceivedMail } from '../claims/claims-mails.ts';
import { createClaimsRepository } from '../claims/claims-repository.ts';
import type { ErrorClaimRow } from '../claims/claims-tables.ts';
import { availabilityDate, claimDeadline, paidAt } from './sender-rights.ts';
import type { HistoryRow, OwnedOrder } from './transfer-views.ts';
import type { TransfersDeps } from './transfers-service.ts';

const dayMs = 86_400_000;

export function toClaim(row: ErrorClaimRow): Claim {
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    outcome: row.outcome,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** A claim can be made on a paid order until 180 days after its availability date. */
export function claimOpen(owned: OwnedOrder, history: readonly HistoryRow[], now: Date): boolean {
  if (paidAt(history) === null) return false;
  return now <= claimDeadline(availabilityDate(owned.availableWithinDays, history, now));
}

/**
 * The sender reports an error on a paid transfer: recorded with the operator's 90-day deadline
 * and acknowledged by mail, in one transaction.
 */
export async function fileClaim(
  deps: Pick<TransfersDeps, 'db' | 'now' | 'mail'>,
  user: SessionUser,
  found: { owned: OwnedOrder; history: readonly HistoryRow[]; link: string },
  body: ClaimBody,
): Promise<Claim> {
  const now = deps.now();
  const { owned, history } = found;
  if (paidAt(history) === null) throw new AppError(409, 'claim_not_paid');
  if (!claimOpen(owned, history, now)) throw new AppError(409, 'claim_window_closed');
  const dueAt = new Date(now.getTime() + claimAnswerDays * dayMs);
  const row = await deps.db.transaction(async (tx) => {
    const claim = await createClaimsRepository(tx).insert({
      orderId: owned.order.id,
      userId: user.id,
      kind: body.kind,
      description: body.description,
      createdAt: now,
      dueAt,
    });
    await deps.mail.enqueue(tx, {
      to: user.email,
      language: user.language,
      template: claimReceivedMail,
      data: {
        firstName: user.firstName,
        reference: owned.order.reference,
        kind: body.kind,
        dueDate: formatDateTime(dueAt, user.language, { dateStyle: 'long' }),
        outcome: null,
        answer: null,
        link: found.link,
      },
    });
    return claim;
  });
  return toClaim(row);
}
