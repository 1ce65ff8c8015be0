import { dateRangeQuerySchema } from '../admin/dashboard-contracts.ts';
import { numericIdParamsSchema } from '../admin/operator-accounts-contracts.ts';
import { defineCalls } from '../api-call.ts';
import { csvMappingSchema } from './csv-mapping.ts';
import {
  confirmLinesBodySchema,
  confirmLinesResultSchema,
  csvMappingAnswerSchema,
  differenceDecisionBodySchema,
  linkLineBodySchema,
  reconciliationAccountListSchema,
  reconciliationReportSchema,
  statementImportListSchema,
  statementImportResultSchema,
  statementLinePageSchema,
  statementLineParamsSchema,
  statementLineSchema,
  statementLinesQuerySchema,
  statementUploadField,
} from './reconciliation-contracts.ts';

const params = numericIdParamsSchema;
const line = {
  params: statementLineParamsSchema,
  response: statementLineSchema,
  errors: [409],
} as const;

/**
 * Statement reconciliation of the receiving accounts: each account's CSV columns, statement
 * imports, the review of their lines and the report with its CSV.
 */
export const reconciliationCalls = defineCalls(
  { access: 'operator', tags: ['admin: reconciliation'] },
  {
    'GET /api/admin/reconciliation/accounts': {
      summary: 'Receiving accounts with their open statement lines and latest import',
      response: reconciliationAccountListSchema,
    },
    'GET /api/admin/reconciliation/accounts/:id/csv-mapping': {
      summary: "The account's saved CSV columns (null: none yet)",
      params,
      response: csvMappingAnswerSchema,
    },
    'PUT /api/admin/reconciliation/accounts/:id/csv-mapping': {
      summary: "Save which column of the account's CSV statements holds what (audited)",
      params,
      body: csvMappingSchema,
      response: csvMappingAnswerSchema,
    },
    'POST /api/admin/reconciliation/accounts/:id/statements': {
      summary:
        'Import a statement (camt.053, OFX/QFX, Norma 43 or CSV): lines stored once and matched',
      description:
        'One transaction: a file with a bad line is refused whole (422 `statement_invalid` naming the line and the problem, `statement_unreadable` for the file), and a line already stored is not stored again.',
      params,
      upload: statementUploadField,
      response: statementImportResultSchema,
    },
    'GET /api/admin/reconciliation/accounts/:id/statements': {
      summary: "The account's latest statement imports",
      params,
      response: statementImportListSchema,
    },
    'GET /api/admin/reconciliation/accounts/:id/lines': {
      summary: "The account's statement lines with the order beside each, 100 a page",
      params,
      query: statementLinesQuerySchema,
      response: statementLinePageSchema,
    },
    'POST /api/admin/reconciliation/lines/confirm': {
      summary: 'Confirm matched and probable lines at once: each order marked paid once',
      body: confirmLinesBodySchema,
      response: confirmLinesResultSchema,
    },
    'POST /api/admin/reconciliation/lines/:id/confirm': {
      ...line,
      summary: 'Confirm a matched or probable line: its order is marked paid (mails the sender)',
    },
    'POST /api/admin/reconciliation/lines/:id/difference': {
      ...line,
      summary:
        'Decide an amount that differs: accept it (order paid) or keep the order open and mail the sender the difference',
      body: differenceDecisionBodySchema,
    },
    'POST /api/admin/reconciliation/lines/:id/link': {
      ...line,
      summary: "Link a line to an order by its reference: pays it when the amount is the order's",
      body: linkLineBodySchema,
    },
    'POST /api/admin/reconciliation/lines/:id/not-ours': {
      ...line,
      summary: 'Mark a line as not ours: money that is for no order',
    },
    'GET /api/admin/reconciliation/accounts/:id/report': {
      summary:
        "The account's reconciliation over UTC days: money in, matched, unmatched, orders paid without a line",
      params,
      query: dateRangeQuerySchema,
      response: reconciliationReportSchema,
    },
    'GET /api/admin/reconciliation/accounts/:id/report.csv': {
      summary:
        'The reconciliation report as CSV: each credit line, then each order paid without a line',
      params,
      query: dateRangeQuerySchema,
      file: ['text/csv'],
    },
  },
);
