import type { OrderHistoryEvent } from '@giro/shared/admin/order-admin-contracts';
import type { OrderStatus } from '@giro/shared/orders/order-status';
import { type PaymentMethod, paymentMethods } from '@giro/shared/orders/payment-methods';
import {
  type GatewayName,
  gatewayLabels,
  gatewayNames,
  type PaymentStatus,
} from '../payments/payment-gateway.ts';

/** Statement lines that brought an order's money: their ids and what they add up to. */
export interface StatementMoney {
  lineIds: readonly number[];
  amount: string;
  currency: string;
}

const linesOf = ({ lineIds }: StatementMoney) =>
  `statement ${lineIds.length === 1 ? 'line' : 'lines'} ${lineIds.join('+')}`;
const amountOf = ({ amount, currency }: StatementMoney) => `${amount} ${currency}`;

/**
 * The notes the system writes into an order's history, and how the console reads them back as
 * an event it translates. Notes stay plain English (they are also the log's words); building
 * and reading them here, side by side, keeps the two in step for old rows and new ones.
 */
export const historyNotes = {
  created: 'order created',
  senderConfirmed: 'sender confirmed the payment',
  proofUploaded: 'sender uploaded a proof of payment',
  txidSubmitted: 'sender submitted the TXID',
  senderCancelled: 'cancelled by the sender',
  cryptoWindowClosed: 'crypto payment window closed',
  unpaidExpired: (hours: number) => `unpaid for ${hours} hours`,
  replaced: (reference: string) => `replaced by ${reference}`,
  methodChanged: (from: PaymentMethod, to: PaymentMethod) => `payment method ${from} → ${to}`,
  gatewayResult: (gateway: GatewayName, transaction: string, status: PaymentStatus) =>
    `${gatewayLabels[gateway]} payment ${transaction} ${status}`,
  gatewayIgnored: (result: string, orderStatus: OrderStatus) =>
    `${result}, not applied: order ${orderStatus}`,
  statementPaid: (money: StatementMoney) => `${linesOf(money)} paid ${amountOf(money)}`,
  statementAccepted: (money: StatementMoney, total: string) =>
    `${linesOf(money)} paid ${amountOf(money)} of ${total}, accepted`,
  statementRecorded: (money: StatementMoney) =>
    `${linesOf(money)} recorded ${amountOf(money)}, order already paid`,
  statementIgnored: (money: StatementMoney, orderStatus: OrderStatus) =>
    `${linesOf(money)} not applied: ${amountOf(money)}, order ${orderStatus}`,
  statementDifferenceRequested: (money: StatementMoney, total: string, missing: string) =>
    `${linesOf(money)} brought ${amountOf(money)} of ${total}; ${missing} asked of the sender`,
} as const;

const fixed: Record<string, OrderHistoryEvent['code']> = {
  [historyNotes.created]: 'created',
  [historyNotes.senderConfirmed]: 'sender_confirmed',
  [historyNotes.proofUploaded]: 'proof_uploaded',
  [historyNotes.txidSubmitted]: 'txid_submitted',
  [historyNotes.senderCancelled]: 'sender_cancelled',
  [historyNotes.cryptoWindowClosed]: 'crypto_window_closed',
};

const gatewayByLabel = new Map<string, GatewayName>(
  gatewayNames.map((name) => [gatewayLabels[name], name]),
);

const isMethod = (name: string): name is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(name);

const patterns: [RegExp, (match: RegExpExecArray) => OrderHistoryEvent | null][] = [
  [
    /^payment method (\w+) → (\w+)$/,
    ([, from = '', to = '']) =>
      isMethod(from) && isMethod(to) ? { code: 'method_changed', params: { from, to } } : null,
  ],
  [/^unpaid for (\d+) hours$/, ([, hours = '']) => ({ code: 'unpaid_expired', params: { hours } })],
  [/^replaced by (\S+)$/, ([, reference = '']) => ({ code: 'replaced', params: { reference } })],
  [
    /^(\S+) payment (\S+) (paid|failed|pending)(?:, not applied: order (\w+))?$/,
    ([, label = '', transaction = '', result = '', orderStatus]) => {
      const gateway = gatewayByLabel.get(label);
      if (gateway === undefined) return null;
      const params = { gateway, transaction, result };
      return orderStatus === undefined
        ? { code: 'gateway_result', params }
        : { code: 'gateway_ignored', params: { ...params, status: orderStatus } };
    },
  ],
  [
    /^statement lines? ([\d+]+) (paid|recorded|not applied:) (\S+) (\S+)(?: of (\S+), accepted|, order already paid|, order (\w+))?$/,
    ([, lines = '', verb, amount = '', currency = '', total, status]) => {
      const money = { lines, amount, currency };
      if (verb === 'recorded') return { code: 'statement_recorded', params: money };
      if (status !== undefined) return { code: 'statement_ignored', params: { ...money, status } };
      if (total !== undefined) return { code: 'statement_accepted', params: { ...money, total } };
      return { code: 'statement_paid', params: money };
    },
  ],
  [
    /^statement lines? ([\d+]+) brought (\S+) (\S+) of (\S+); (\S+) asked of the sender$/,
    ([, lines = '', amount = '', currency = '', total = '', missing = '']) => ({
      code: 'statement_difference_requested',
      params: { lines, amount, currency, total, missing },
    }),
  ],
];

/** The event a system note stands for; null for anything else (a staff member's own words). */
export function readHistoryNote(note: string): OrderHistoryEvent | null {
  const code = fixed[note];
  if (code !== undefined) return { code, params: {} };
  for (const [pattern, read] of patterns) {
    const match = pattern.exec(note);
    if (match) return read(match);
  }
  return null;
}
