import { Readable } from 'node:stream';
import { dateRangeQuerySchema } from '@giro/shared/admin/dashboard-contracts';
import { numericIdParamsSchema } from '@giro/shared/admin/operator-accounts-contracts';
import { csvMappingSchema } from '@giro/shared/reconciliation/csv-mapping';
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
  statementMaxBytes,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { sendAttachment } from '../../../lib/send-attachment.ts';
import { acceptSingleFileUploads, readSingleFile } from '../../../lib/single-file-upload.ts';
import { errorAnswers } from '../../../plugins/openapi-answers.ts';
import { createReconciliationService } from '../../reconciliation/reconciliation-service.ts';
import { staffActor } from '../admin-guard.ts';
import { utcDayRange } from '../dashboard/utc-day-range.ts';

const tags = ['admin: reconciliation'];
const accountParams = numericIdParamsSchema;
const lineParams = statementLineParamsSchema;
const lineAnswer = { 200: statementLineSchema, ...errorAnswers(409) };

const statementForm = {
  field: 'file',
  maxBytes: statementMaxBytes,
  tooLarge: () =>
    new AppError(413, 'statement_too_large', {
      params: { megabytes: statementMaxBytes / 2 ** 20 },
    }),
};

/**
 * Statement reconciliation of the receiving accounts: each account's CSV columns, statement
 * imports, the review of their lines (confirm, accept or ask for a difference, link by hand,
 * not ours) and the report with its CSV.
 */
export const reconciliationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const reconciliation = createReconciliationService({
    db: app.db,
    now: app.now,
    changeStatus: app.orders.changeStatus,
    alerts: app.orders.alerts,
    mail: app.mail,
    origin: app.config.PUBLIC_URL ?? null,
  });
  await acceptSingleFileUploads(app, statementForm.maxBytes);
  const base = '/reconciliation/accounts/:id';

  app.get(
    '/reconciliation/accounts',
    {
      schema: {
        summary: 'Receiving accounts with their open statement lines and latest import',
        tags,
        response: { 200: reconciliationAccountListSchema },
      },
    },
    async () => reconciliation.accounts(),
  );

  app.get(
    `${base}/csv-mapping`,
    {
      schema: {
        summary: "The account's saved CSV columns (null: none yet)",
        tags,
        params: accountParams,
        response: { 200: csvMappingAnswerSchema },
      },
    },
    async (request) => reconciliation.csvMapping(request.params.id),
  );

  app.put(
    `${base}/csv-mapping`,
    {
      schema: {
        summary: "Save which column of the account's CSV statements holds what (audited)",
        tags,
        params: accountParams,
        body: csvMappingSchema,
        response: { 200: csvMappingAnswerSchema },
      },
    },
    async (request) =>
      reconciliation.saveCsvMapping(staffActor(request), request.params.id, request.body),
  );

  app.post(
    `${base}/statements`,
    {
      config: { uploadField: statementForm.field },
      schema: {
        summary:
          'Import a statement (camt.053, OFX/QFX, Norma 43 or CSV): lines stored once and matched; 422 names the bad line',
        tags,
        params: accountParams,
        response: { 200: statementImportResultSchema },
      },
    },
    async (request) => {
      const { bytes, fileName } = await readSingleFile(request, statementForm);
      return reconciliation.importStatement(staffActor(request), request.params.id, {
        name: fileName,
        bytes,
      });
    },
  );

  app.get(
    `${base}/statements`,
    {
      schema: {
        summary: "The account's latest statement imports",
        tags,
        params: accountParams,
        response: { 200: statementImportListSchema },
      },
    },
    async (request) => reconciliation.imports(request.params.id),
  );

  app.get(
    `${base}/lines`,
    {
      schema: {
        summary: "The account's statement lines with the order beside each, 100 a page",
        tags,
        params: accountParams,
        querystring: statementLinesQuerySchema,
        response: { 200: statementLinePageSchema },
      },
    },
    async (request) => reconciliation.lines(request.params.id, request.query),
  );

  app.post(
    '/reconciliation/lines/confirm',
    {
      schema: {
        summary: 'Confirm matched and probable lines at once: each order marked paid once',
        tags,
        body: confirmLinesBodySchema,
        response: { 200: confirmLinesResultSchema },
      },
    },
    async (request) => reconciliation.confirmMany(staffActor(request), request.body.ids),
  );

  app.post(
    '/reconciliation/lines/:id/confirm',
    {
      schema: {
        summary: 'Confirm a matched or probable line: its order is marked paid (mails the sender)',
        tags,
        params: lineParams,
        response: lineAnswer,
      },
    },
    async (request) => reconciliation.confirm(staffActor(request), request.params.id),
  );

  app.post(
    '/reconciliation/lines/:id/difference',
    {
      schema: {
        summary:
          'Decide an amount that differs: accept it (order paid) or keep the order open and mail the sender the difference',
        tags,
        params: lineParams,
        body: differenceDecisionBodySchema,
        response: lineAnswer,
      },
    },
    async (request) =>
      reconciliation.decideDifference(staffActor(request), request.params.id, request.body),
  );

  app.post(
    '/reconciliation/lines/:id/link',
    {
      schema: {
        summary: "Link a line to an order by its reference: pays it when the amount is the order's",
        tags,
        params: lineParams,
        body: linkLineBodySchema,
        response: lineAnswer,
      },
    },
    async (request) =>
      reconciliation.link(staffActor(request), request.params.id, request.body.reference),
  );

  app.post(
    '/reconciliation/lines/:id/not-ours',
    {
      schema: {
        summary: 'Mark a line as not ours: money that is for no order',
        tags,
        params: lineParams,
        response: lineAnswer,
      },
    },
    async (request) => reconciliation.notOurs(staffActor(request), request.params.id),
  );

  app.get(
    `${base}/report`,
    {
      schema: {
        summary:
          "The account's reconciliation over UTC days: money in, matched, unmatched, orders paid without a line",
        tags,
        params: accountParams,
        querystring: dateRangeQuerySchema,
        response: { 200: reconciliationReportSchema },
      },
    },
    async (request) =>
      reconciliation.report(request.params.id, { ...request.query, ...utcDayRange(request.query) }),
  );

  app.get(
    `${base}/report.csv`,
    {
      config: { fileAnswer: ['text/csv'] },
      schema: {
        summary:
          'The reconciliation report as CSV: each credit line, then each order paid without a line',
        tags,
        params: accountParams,
        querystring: dateRangeQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const period = { from, to, ...utcDayRange(request.query) };
      const csv = await reconciliation.reportCsv(request.params.id, period);
      return sendAttachment(reply, {
        type: 'text/csv; charset=utf-8',
        name: `giro-reconciliation-${request.params.id}-${from}-${to}.csv`,
        body: Readable.from(csv, { highWaterMark: 1 }),
      });
    },
  );
};
