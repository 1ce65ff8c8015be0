import type { AdminHold, AdminHoldQueueItem } from '@giro/shared/compliance/hold-admin-contracts';
import type { ComplianceHoldRow } from '../../compliance/compliance-tables.ts';
import type { OrderRow } from '../../orders/orders-tables.ts';

export function toAdminHold(hold: ComplianceHoldRow): AdminHold {
  return {
    id: hold.id,
    reason: hold.reason,
    status: hold.status,
    matches: hold.matches,
    list_version: hold.listId,
    created_at: hold.createdAt.toISOString(),
    decided_at: hold.decidedAt?.toISOString() ?? null,
    decided_by: hold.decidedByEmail,
    note: hold.decisionNote,
  };
}

export function toHoldQueueItem(
  hold: ComplianceHoldRow,
  order: OrderRow,
  email: string,
): AdminHoldQueueItem {
  return {
    ...toAdminHold(hold),
    order: {
      reference: order.reference,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      total: order.total,
      currency: order.pricingCurrency,
      sender_name: order.sender.fullname,
      sender_email: email,
      receiver_name: order.receiver.fullname,
    },
  };
}
