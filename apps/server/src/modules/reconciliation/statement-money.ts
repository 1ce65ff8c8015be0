import Big from 'big.js';
import type { Database } from '../../db/database.ts';
import type { StatementMoney } from '../orders/history-notes.ts';
import { historyNotes } from '../orders/history-notes.ts';
import { createOrdersRepository } from '../orders/orders-repository.ts';
import type { OrderRow } from '../orders/orders-tables.ts';
import type { PaymentAlerts } from '../orders/payment-alerts.ts';
import type { ReceivingAccountRow } from '../receiving-accounts/receiving-accounts-tables.ts';
import type { StatementLineRow } from './reconciliation-tables.ts';
import { createStatementLinesRepository } from './statement-lines-repository.ts';

/** What lines bring together: their ids, their sum and its currency. */
export function statementMoney(lines: readonly StatementLineRow[]): StatementMoney {
  const amount = lines.reduce((total, line) => total.plus(line.amount), new Big(0));
  return {
    lineIds: lines.map((line) => line.id),
    amount: amount.toFixed(2),
    currency: lines[0]?.currency ?? '',
  };
}

/** The lines as an order's history keeps them (its payload): what the bank said. */
export function lineSnapshots(lines: readonly StatementLineRow[]) {
  return {
    statement_lines: lines.map((line) => ({
      id: line.id,
      import_id: line.importId,
      booked_on: line.bookedOn,
      amount: line.amount,
      currency: line.currency,
      payer_name: line.payerName,
      memo: line.memo,
      bank_transaction_id: line.bankTransactionId,
    })),
  };
}

/** How the operator's mails and the order's flag name the account: "Zelle pagos@giro.example". */
const accountName = (account: Pick<ReceivingAccountRow, 'label' | 'account'>) =>
  `${account.label} ${account.account}`;

/**
 * Money for an order that can take no more (closed, or paid with another line): the order's
 * history records it without a status change, the order is flagged and the operator mailed
 * (`PaymentAlerts`), and the lines are decided `flagged`, all in `tx`.
 */
export async function flagLines(
  tx: Database,
  alerts: PaymentAlerts,
  change: {
    order: OrderRow;
    lines: readonly StatementLineRow[];
    account: ReceivingAccountRow;
    actorId: string;
    at: Date;
  },
): Promise<void> {
  const { order, lines, account, actorId, at } = change;
  const money = statementMoney(lines);
  await createOrdersRepository(tx).addHistory({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actor: `staff:${actorId}`,
    note: historyNotes.statementIgnored(money, order.status),
    payload: lineSnapshots(lines),
    createdAt: at,
  });
  const transactionId = lines.map((line) => line.bankTransactionId ?? `#${line.id}`).join(', ');
  await alerts.raise(
    tx,
    order,
    { source: 'statement', via: accountName(account), transactionId, ...money },
    at,
  );
  await createStatementLinesRepository(tx).decide(money.lineIds, 'flagged', actorId, at);
}
