import type { AgentTransfer } from '@giro/shared/agents/agent-contracts';
import { splitFullname } from '../accounts/split-fullname.ts';
import type { AgentTransferRow } from './agent-transfers-repository.ts';

/** A transfer as the agent sees it: the sender's first name, never their contact details. */
export function toAgentTransfer(row: AgentTransferRow): AgentTransfer {
  return {
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    payment_currency: row.paymentCurrency,
    destination_currency: row.destinationCurrency,
    amount_sent: row.principal,
    pricing_currency: row.pricingCurrency,
    receiving: row.receiving,
    status: row.status,
    sender_first_name: splitFullname(row.senderName ?? '').firstName,
    commission: row.commission,
    settled: row.settled,
  };
}
