import { z } from 'zod';
import { amountsSchema } from '../admin/dashboard-contracts.ts';
import { requiredText } from '../contact-info/text-fields.ts';
import { orderStatusSchema } from '../orders/order-status.ts';
import { receivingAccountMethods } from '../orders/payment-methods.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { csvDateFormatSchema, csvDecimalSeparators } from './csv-mapping.ts';
import {
  type StatementLineResult,
  statementDirectionSchema,
  statementFormatSchema,
  statementLineDecisionSchema,
  statementLineResultSchema,
  statementLineResults,
  statementMatchReasonSchema,
} from './statement-lines.ts';

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

/** A statement line's id in a path (`/api/admin/reconciliation/lines/12/confirm`). */
const lineIdSchema = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' });
export const statementLineParamsSchema = z.object({ id: lineIdSchema });

/** GET /api/admin/reconciliation/accounts: the receiving accounts with their statements' state. */
const reconciliationAccountSchema = z.object({
  id: z.number(),
  method: z.enum(receivingAccountMethods),
  currency: z.string(),
  label: z.string(),
  account: z.string(),
  active: z.boolean(),
  has_csv_mapping: z.boolean(),
  /** Lines waiting for the operator (matched, probable, amount differs, unmatched). */
  open_lines: z.number().int(),
  last_import_at: instant.nullable(),
});
export type ReconciliationAccount = z.infer<typeof reconciliationAccountSchema>;
export const reconciliationAccountListSchema = z.array(reconciliationAccountSchema);

/** A saved CSV mapping as the server answers it (`csvMappingSchema` is what it takes). */
export const csvMappingAnswerSchema = z.object({
  mapping: z
    .object({
      date: z.string(),
      date_format: csvDateFormatSchema,
      amount: z.string(),
      credit: z.string(),
      debit: z.string(),
      decimal_separator: z.enum(csvDecimalSeparators),
      currency: z.string(),
      payer: z.string(),
      memo: z.array(z.string()),
      transaction_id: z.string(),
      status: z.string(),
      accepted_statuses: z.array(z.string()),
    })
    .nullable(),
});
export type CsvMappingAnswer = z.infer<typeof csvMappingAnswerSchema>;

const statementImportSchema = z.object({
  id: z.number(),
  format: statementFormatSchema,
  variant: z.string(),
  file_name: z.string(),
  period_from: day.nullable(),
  period_to: day.nullable(),
  /** Movements in the file, and how many were new (the rest were already stored). */
  line_count: z.number().int(),
  new_line_count: z.number().int(),
  imported_at: instant,
  imported_by: z.string(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;
export const statementImportListSchema = z.array(statementImportSchema);

/** How many lines of each result: the new lines of an import, or the open ones of an account. */
const lineCountsSchema = z.object(
  Object.fromEntries(statementLineResults.map((result) => [result, z.number().int()])) as Record<
    StatementLineResult,
    z.ZodNumber
  >,
);
export type LineCounts = z.infer<typeof lineCountsSchema>;

/** The largest statement file taken: a year of a busy account's camt.053 fits. */
export const statementMaxBytes = 20 * 2 ** 20;
/** The multipart field a statement file comes in. */
export const statementUploadField = 'file';

/** POST /api/admin/reconciliation/accounts/:id/statements (multipart, field `file`). */
export const statementImportResultSchema = z.object({
  import: statementImportSchema,
  /** The new lines by result (a re-imported statement adds none). */
  results: lineCountsSchema,
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

const lineViews = ['open', 'decided', 'all'] as const;

/** GET /api/admin/reconciliation/accounts/:id/lines: 100 a page, newest day first. */
export const statementLinesQuerySchema = z.object({
  /** `open`: waiting for the operator; `decided`: done; debits only under `all`. */
  view: z.enum(lineViews, { error: 'validation.invalid' }).default('open'),
  result: statementLineResultSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StatementLinesQuery = z.infer<typeof statementLinesQuerySchema>;
export const statementLinesPageSize = 100;

/** The order beside a line, as the review screen shows it. */
const lineOrderSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  total: z.string(),
  currency: z.string(),
  sender_name: z.string(),
  created_at: instant,
});
export type LineOrder = z.infer<typeof lineOrderSchema>;

export const statementLineSchema = z.object({
  id: z.number(),
  import_id: z.number(),
  source_line: z.number().int(),
  booked_on: day,
  value_on: day.nullable(),
  direction: statementDirectionSchema,
  amount: z.string(),
  currency: z.string(),
  payer_name: z.string().nullable(),
  memo: z.string(),
  bank_transaction_id: z.string().nullable(),
  details: z.record(z.string(), z.string()),
  result: statementLineResultSchema,
  reason: statementMatchReasonSchema,
  order: lineOrderSchema.nullable(),
  /** Orders to offer when linking by hand. */
  candidates: z.array(lineOrderSchema),
  /** What the order's waiting lines add up to, this one included (a split or short payment). */
  group_amount: z.string().nullable(),
  decision: statementLineDecisionSchema.nullable(),
  decided_by: z.string().nullable(),
  decided_at: instant.nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementLinePageSchema = z.object({
  items: z.array(statementLineSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** Open lines of the account by result, whatever the filter. */
  open: lineCountsSchema,
});
export type StatementLinePage = z.infer<typeof statementLinePageSchema>;

/** POST /api/admin/reconciliation/lines/confirm: matched or probable lines, up to 500 at once. */
export const confirmLinesBodySchema = z
  .object(
    { ids: z.array(lineIdSchema).min(1, { error: 'validation.required' }).max(500) },
    { error: requiredOrInvalid },
  )
  .strict();

/** What a bulk confirmation did, order by order. */
export const confirmLinesResultSchema = z.object({
  /** Orders marked paid. */
  paid: z.number().int(),
  /** Orders already marked paid by hand, whose payment the line now records. */
  recorded: z.number().int(),
  /** Money for orders that could take no more: flagged for attention. */
  flagged: z.number().int(),
  /** Lines someone else decided first, that are not matched or probable, or that do not exist. */
  skipped: z.number().int(),
});
export type ConfirmLinesResult = z.infer<typeof confirmLinesResultSchema>;

const differenceDecisions = ['accept', 'request_difference'] as const;

/** POST /api/admin/reconciliation/lines/:id/difference: an amount-differs line's decision. */
export const differenceDecisionBodySchema = z
  .object(
    { decision: z.enum(differenceDecisions, { error: requiredOrInvalid }) },
    { error: requiredOrInvalid },
  )
  .strict();
export type DifferenceDecisionBody = z.infer<typeof differenceDecisionBodySchema>;

/** POST /api/admin/reconciliation/lines/:id/link: the order the money is for, named by hand. */
export const linkLineBodySchema = z
  .object({ reference: requiredText.toUpperCase() }, { error: requiredOrInvalid })
  .strict();

/** Money summed per currency (a PayPal account receives several). */
const moneySchema = z.object({ count: z.number().int(), amounts: amountsSchema });
export type ReportMoney = z.infer<typeof moneySchema>;

/** GET /api/admin/reconciliation/accounts/:id/report?from=&to= (UTC days, both included). */
export const reconciliationReportSchema = z.object({
  from: day,
  to: day,
  account: z.object({
    id: z.number(),
    label: z.string(),
    account: z.string(),
    currency: z.string(),
  }),
  /** Credits booked in the period, then what became of them. */
  money_in: moneySchema,
  matched: moneySchema,
  waiting: moneySchema,
  unmatched: moneySchema,
  not_ours: moneySchema,
  flagged: moneySchema,
  /** Orders of the account marked paid in the period that no statement line backs (the risky ones). */
  paid_without_line: z.array(lineOrderSchema.extend({ paid_at: instant, paid_by: z.string() })),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

/** Columns of the report's CSV (report.csv): each credit line of the period, then each risky order. */
export const reconciliationCsvColumns = [
  'kind',
  'booked_on',
  'amount',
  'currency',
  'payer_name',
  'memo',
  'bank_transaction_id',
  'result',
  'decision',
  'order_reference',
  'order_status',
  'order_total',
  'decided_by',
  'decided_at',
] as const;
