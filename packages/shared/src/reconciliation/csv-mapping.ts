import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/** How a bank's CSV writes its dates. */
export const csvDateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
export const csvDateFormatSchema = z.enum(csvDateFormats);
export type CsvDateFormat = z.infer<typeof csvDateFormatSchema>;

export const csvDecimalSeparators = ['.', ','] as const;

const csvColumnMaxLength = 100;
/** How many columns the memo may join, and how many status values may be accepted. */
export const csvMemoColumns = 3;
export const csvAcceptedStatuses = 3;

/** A column's header as the file writes it; empty: the column is not used. */
const optionalColumn = z
  .string({ error: requiredOrInvalid })
  .trim()
  .max(csvColumnMaxLength, { error: 'validation.too_long' });
const requiredColumn = optionalColumn.min(1, { error: 'validation.required' });

/** A list of headers or values in which blanks are dropped (a form's unused inputs). */
const filledList = (max: number) =>
  z
    .array(optionalColumn)
    .max(max, { error: 'validation.invalid' })
    .transform((values) => values.filter((value) => value !== ''));

/**
 * Which column of a receiving account's CSV holds what, saved per account by the operator
 * (PUT /api/admin/reconciliation/accounts/:id/csv-mapping). The header row is the first row
 * holding every mapped column, so summary lines a bank writes above it are skipped. The amount
 * is either one signed column (`amount`) or a credit column with an optional debit column.
 * Rows whose `status` column holds none of `accepted_statuses` (a PayPal payment still pending
 * or denied) are not part of the statement.
 */
export const csvMappingSchema = z
  .object({
    date: requiredColumn,
    date_format: csvDateFormatSchema,
    amount: optionalColumn,
    credit: optionalColumn,
    debit: optionalColumn,
    decimal_separator: z.enum(csvDecimalSeparators),
    /** Empty: every line is in the receiving account's currency. */
    currency: optionalColumn,
    payer: optionalColumn,
    /** Joined with " / " into the line's memo, where the order reference is looked for. */
    memo: filledList(csvMemoColumns).refine((columns) => columns.length > 0, {
      error: 'validation.csv_memo_required',
    }),
    transaction_id: optionalColumn,
    status: optionalColumn,
    accepted_statuses: filledList(csvAcceptedStatuses),
  })
  .strict()
  .refine((mapping) => (mapping.amount === '') !== (mapping.credit === ''), {
    error: 'validation.csv_amount_columns',
    path: ['amount'],
  })
  .refine((mapping) => mapping.debit === '' || mapping.credit !== '', {
    error: 'validation.csv_amount_columns',
    path: ['debit'],
  })
  .refine((mapping) => mapping.status === '' || mapping.accepted_statuses.length > 0, {
    error: 'validation.required',
    path: ['accepted_statuses'],
  });
export type CsvMappingInput = z.input<typeof csvMappingSchema>;
export type CsvMapping = z.output<typeof csvMappingSchema>;

const unused = { credit: '', debit: '', currency: '', payer: '', transaction_id: '', status: '' };

/**
 * Starting points the console offers: Chase's checking-account download and PayPal's activity
 * download ("Completed payments" CSV, U.S. dates). The operator adjusts and saves them per account.
 */
export const csvMappingPresets = {
  chase: {
    ...unused,
    date: 'Posting Date',
    date_format: 'MM/DD/YYYY',
    amount: 'Amount',
    decimal_separator: '.',
    memo: ['Description'],
    accepted_statuses: [],
  },
  paypal: {
    ...unused,
    date: 'Date',
    date_format: 'MM/DD/YYYY',
    amount: 'Gross',
    decimal_separator: '.',
    currency: 'Currency',
    payer: 'Name',
    memo: ['Note', 'Subject'],
    transaction_id: 'Transaction ID',
    status: 'Status',
    accepted_statuses: ['Completed'],
  },
} as const satisfies Record<string, CsvMapping>;
