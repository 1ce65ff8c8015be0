import { z } from 'zod';

/** The statement files Giro reads; the server tells them apart by their content, not their name. */
export const statementFormats = ['camt053', 'ofx', 'norma43', 'csv'] as const;
export const statementFormatSchema = z.enum(statementFormats);
export type StatementFormat = z.infer<typeof statementFormatSchema>;

export const statementDirections = ['credit', 'debit'] as const;
export const statementDirectionSchema = z.enum(statementDirections);
export type StatementDirection = z.infer<typeof statementDirectionSchema>;

/**
 * What matching found for a statement line:
 * - `matched`: the memo names an order awaiting payment and the money (with any earlier part of
 *   it) is the order's total;
 * - `probable`: no reference, but the amount, the payer's name and the dates fit one order;
 * - `amount_differs`: the memo names an order, but the money is short of or over its total;
 * - `unmatched`: nothing fits for sure (several orders fit, or none);
 * - `already_paid`: the memo names an order that can take no more money (closed, or already
 *   paid with a statement line): flagged for the operator, never a second status change;
 * - `debit`: money out, kept with the statement but never matched.
 */
export const statementLineResults = [
  'matched',
  'probable',
  'amount_differs',
  'unmatched',
  'already_paid',
  'debit',
] as const;
export const statementLineResultSchema = z.enum(statementLineResults);
export type StatementLineResult = z.infer<typeof statementLineResultSchema>;

/**
 * What the operator (or Giro, for `flagged`) decided about a line:
 * - `confirmed`: it paid its order (matched or probable, confirmed);
 * - `accepted`: it paid its order although the amount differs;
 * - `difference_requested`: the order stays open and the sender was mailed the difference;
 * - `linked`: the operator named its order by hand, and it paid it;
 * - `not_ours`: the money is not for any order;
 * - `flagged`: money for an order that could take no more: the order carries the attention flag.
 */
export const statementLineDecisions = [
  'confirmed',
  'accepted',
  'difference_requested',
  'linked',
  'not_ours',
  'flagged',
] as const;
export const statementLineDecisionSchema = z.enum(statementLineDecisions);
export type StatementLineDecision = z.infer<typeof statementLineDecisionSchema>;

/** Decisions after which the line's money counts as its order's payment. */
export const settlingDecisions = [
  'confirmed',
  'accepted',
  'linked',
] as const satisfies readonly StatementLineDecision[];

/**
 * Why matching gave its result, for the console to explain it:
 * `reference` (the memo names the order, the amount agrees), `reference_split` (the order's
 * total came in several lines), `reference_amount` (the memo names it, the amount differs),
 * `paid_without_line` (the memo names an order already marked paid by hand, amount agrees),
 * `amount_name` (probable), `ambiguous` (several orders fit), `no_match`, `order_covered`
 * (another line already brings this order's money), `several_references`, `other_currency`,
 * `order_closed` and `order_paid` (money the order cannot take), `manual` (linked by hand),
 * `debit`.
 */
export const statementMatchReasons = [
  'reference',
  'reference_split',
  'reference_amount',
  'paid_without_line',
  'amount_name',
  'ambiguous',
  'no_match',
  'order_covered',
  'several_references',
  'other_currency',
  'order_closed',
  'order_paid',
  'manual',
  'debit',
] as const;
export const statementMatchReasonSchema = z.enum(statementMatchReasons);
export type StatementMatchReason = z.infer<typeof statementMatchReasonSchema>;
