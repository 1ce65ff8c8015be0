import { canTransition, type OrderStatus } from '@giro/shared';
import type {
  StatementDirection,
  StatementLineResult,
  StatementMatchReason,
} from '@giro/shared/reconciliation/statement-lines';
import Big from 'big.js';
import { nameWords, wordsAgree } from './name-similarity.ts';
import { createReferenceFinder } from './reference-finder.ts';

/** A statement line as matching reads it. */
export interface LineToMatch {
  id: number;
  bookedOn: string;
  direction: StatementDirection;
  amount: string;
  currency: string;
  payerName: string | null;
  memo: string;
}

/** An order of the receiving account, in any status (a reference may name a closed one). */
export interface OrderToMatch {
  id: string;
  reference: string;
  status: OrderStatus;
  total: string;
  currency: string;
  senderName: string;
  createdAt: Date;
  /** A statement line already paid it (or was recorded as its payment). */
  settled: boolean;
}

/** A line of an earlier import still waiting for its order (part of a payment, say). */
export interface HeldLine {
  id: number;
  orderId: string;
  amount: string;
}

export interface MatchOutcome {
  lineId: number;
  result: StatementLineResult;
  reason: StatementMatchReason;
  orderId: string | null;
  /** Orders the operator may want to link by hand (ambiguous or near misses). */
  candidates: string[];
}

/** How far from the payment's day an order may have been made to be "probable". */
const probableWindow = { daysBefore: 14, daysAfter: 1 };

const dayMs = 86_400_000;
const paidStatuses: readonly OrderStatus[] = ['paid', 'processing', 'delivered'];
const payable = (order: OrderToMatch) => canTransition(order.status, 'paid');

function groupBy<Item, Key>(items: readonly Item[], key: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group === undefined) groups.set(key(item), [item]);
    else group.push(item);
  }
  return groups;
}

const sum = (amounts: readonly string[]) =>
  amounts.reduce((total, amount) => total.plus(amount), new Big(0));

function byDay(a: LineToMatch, b: LineToMatch) {
  return a.bookedOn.localeCompare(b.bookedOn) || a.id - b.id;
}

function withinWindow(order: OrderToMatch, bookedOn: string): boolean {
  const day = Date.parse(`${bookedOn}T00:00:00Z`);
  const created = order.createdAt.getTime();
  return (
    created >= day - probableWindow.daysBefore * dayMs &&
    created < day + (probableWindow.daysAfter + 1) * dayMs
  );
}

/**
 * Matches a receiving account's new statement lines with its orders. In order:
 * 1. debits are kept and never matched; a credit in another currency than the account's is
 *    unmatched;
 * 2. a credit whose memo (or payer field) names an order joins that order's group, with any
 *    earlier line still held for it. For an order awaiting payment: the group adding up to the
 *    total is matched (split when several lines); one new line equal to the total is matched and
 *    the others are `order_covered`; otherwise the amount differs. For an order already marked
 *    paid without a statement line, a line of its total is matched as that payment's record.
 *    Anything else is money the order cannot take (`already_paid`);
 * 3. a credit without a reference is probable when exactly one order awaiting payment, not
 *    named by another line, has that total, a sender whose name agrees with the payer, and was
 *    made in `probableWindow` of the payment; several such orders leave it unmatched (ambiguous),
 *    and a line a probable order was already given to in this run is not given it again.
 * Outcomes cover the new lines and the held lines of every order a new line names.
 */
export function matchLines(input: {
  accountCurrency: string;
  lines: readonly LineToMatch[];
  orders: readonly OrderToMatch[];
  held: readonly HeldLine[];
}): MatchOutcome[] {
  const { accountCurrency, orders, held } = input;
  const outcomes: MatchOutcome[] = [];
  const say = (
    line: { id: number },
    result: StatementLineResult,
    reason: StatementMatchReason,
    orderId: string | null = null,
    candidates: string[] = [],
  ) => outcomes.push({ lineId: line.id, result, reason, orderId, candidates });

  const byReference = new Map(orders.map((order) => [order.reference, order]));
  const find = createReferenceFinder(byReference.keys());
  const heldFor = groupBy(held, (line) => line.orderId);
  const named = new Map<OrderToMatch, LineToMatch[]>();
  const unnamed: LineToMatch[] = [];

  for (const line of [...input.lines].sort(byDay)) {
    if (line.direction === 'debit') {
      say(line, 'debit', 'debit');
      continue;
    }
    if (line.currency !== accountCurrency) {
      say(line, 'unmatched', 'other_currency');
      continue;
    }
    const found = find(`${line.memo} ${line.payerName ?? ''}`).flatMap(
      (reference) => byReference.get(reference) ?? [],
    );
    if (found.length === 0) {
      unnamed.push(line);
      continue;
    }
    const exact = found.filter((order) => new Big(order.total).eq(line.amount));
    const order = found.length === 1 ? found[0] : exact.length === 1 ? exact[0] : undefined;
    if (order === undefined) {
      say(
        line,
        'unmatched',
        'several_references',
        null,
        found.map((each) => each.id),
      );
      continue;
    }
    named.set(order, [...(named.get(order) ?? []), line]);
  }

  for (const [order, lines] of named) matchNamed(order, lines, heldFor.get(order.id) ?? [], say);

  const words = new Map<OrderToMatch, string[]>();
  const senderWords = (order: OrderToMatch) => {
    const known = words.get(order);
    if (known !== undefined) return known;
    const split = nameWords(order.senderName);
    words.set(order, split);
    return split;
  };
  const claimed = new Set([...[...named.keys()].map((order) => order.id), ...heldFor.keys()]);
  const byAmount = groupBy(
    orders.filter((order) => payable(order) && order.currency === accountCurrency),
    (order) => new Big(order.total).toFixed(2),
  );
  for (const line of unnamed) {
    const fitting = (byAmount.get(new Big(line.amount).toFixed(2)) ?? []).filter(
      (order) => !claimed.has(order.id) && withinWindow(order, line.bookedOn),
    );
    const payer = nameWords(`${line.payerName ?? ''} ${line.memo}`);
    const agreeing = fitting.filter((order) => wordsAgree(senderWords(order), payer));
    const [probable] = agreeing;
    if (agreeing.length === 1 && probable) {
      claimed.add(probable.id);
      say(line, 'probable', 'amount_name', probable.id);
    } else if (agreeing.length > 1) {
      say(
        line,
        'unmatched',
        'ambiguous',
        null,
        agreeing.map((order) => order.id),
      );
    } else {
      say(
        line,
        'unmatched',
        'no_match',
        null,
        fitting.slice(0, 5).map((order) => order.id),
      );
    }
  }
  return outcomes;
}

type Say = (
  line: { id: number },
  result: StatementLineResult,
  reason: StatementMatchReason,
  orderId?: string | null,
  candidates?: string[],
) => void;

function matchNamed(order: OrderToMatch, lines: LineToMatch[], held: HeldLine[], say: Say) {
  const total = new Big(order.total);
  const heldSum = sum(held.map((line) => line.amount));
  const complete = lines.find((line) => total.eq(line.amount));
  if (payable(order)) {
    if (heldSum.plus(sum(lines.map((line) => line.amount))).eq(total)) {
      const split = lines.length + held.length > 1;
      for (const line of [...held, ...lines]) {
        say(line, 'matched', split ? 'reference_split' : 'reference', order.id);
      }
      return;
    }
    if (held.length === 0 && complete !== undefined) {
      say(complete, 'matched', 'reference', order.id);
      for (const line of lines) {
        if (line !== complete) say(line, 'unmatched', 'order_covered', null, [order.id]);
      }
      return;
    }
    if (heldSum.gte(total)) {
      for (const line of lines) say(line, 'unmatched', 'order_covered', null, [order.id]);
      return;
    }
    for (const line of [...held, ...lines]) {
      say(line, 'amount_differs', 'reference_amount', order.id);
    }
    return;
  }
  const recordable = paidStatuses.includes(order.status) && !order.settled && held.length === 0;
  for (const line of lines) {
    if (recordable && line === complete) say(line, 'matched', 'paid_without_line', order.id);
    else {
      const reason = paidStatuses.includes(order.status) ? 'order_paid' : 'order_closed';
      say(line, 'already_paid', reason, order.id);
    }
  }
}
