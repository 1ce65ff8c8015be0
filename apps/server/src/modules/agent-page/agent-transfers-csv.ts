import type { Language } from '@giro/shared';
import type { AgentTransfersQuery } from '@giro/shared/agents/agent-contracts';
import { csvLine } from '../../lib/csv.ts';
import { statusLabel } from '../orders/orders-messages.ts';
import { agentPageText } from './agent-page-messages.ts';
import { toAgentTransfer } from './agent-transfer-view.ts';
import type { createAgentTransfersRepository } from './agent-transfers-repository.ts';

/** Rows read per query: memory stays flat however many transfers the agent brought. */
const csvBatchSize = 500;

const columns = [
  'reference',
  'created_at',
  'corridor',
  'amount_sent',
  'pricing_currency',
  'receiving',
  'destination_currency',
  'status',
  'sender',
  'commission',
  'settled',
] as const;

/**
 * The agent's transfers as CSV, newest first, read in keyset batches: a header row in the
 * request's language, then one line per transfer (cells a spreadsheet would run as a formula get
 * a leading apostrophe: lib/csv.ts). Amounts are plain decimals ("12.50") and dates
 * ISO 8601 in UTC, as accounting software reads them; a BOM tells spreadsheets it is UTF-8.
 */
export async function* agentTransfersCsv(
  transfers: ReturnType<typeof createAgentTransfersRepository>,
  agentHash: string,
  query: AgentTransfersQuery,
  language: Language,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns.map((column) => agentPageText(language, column)))}`;
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    const rows = await transfers.batch(agentHash, query, csvBatchSize, after);
    const lines = rows.map((row) => {
      const transfer = toAgentTransfer(row);
      return csvLine([
        transfer.reference,
        transfer.created_at,
        `${transfer.payment_currency} → ${transfer.destination_currency}`,
        transfer.amount_sent,
        transfer.pricing_currency,
        transfer.receiving,
        transfer.destination_currency,
        statusLabel(language, transfer.status),
        transfer.sender_first_name,
        transfer.commission,
        agentPageText(language, transfer.settled ? 'yes' : 'no'),
      ]);
    });
    if (lines.length > 0) yield lines.join('');
    const last = rows.at(-1);
    if (last === undefined || rows.length < csvBatchSize) return;
    after = { cursor: last.cursor, id: last.id };
  }
}
