import { Readable } from 'node:stream';
import {
  statementMaxBytes,
  statementUploadField,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { sendAttachment } from '../../../lib/send-attachment.ts';
import { acceptSingleFileUploads, readSingleFile } from '../../../lib/single-file-upload.ts';
import { route } from '../../../plugins/call-route.ts';
import { createReconciliationService } from '../../reconciliation/reconciliation-service.ts';
import { staffActor } from '../admin-guard.ts';
import { utcDayRange } from '../dashboard/utc-day-range.ts';

const statementForm = {
  field: statementUploadField,
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
  });
  await acceptSingleFileUploads(app, statementForm.maxBytes);

  route(app, 'GET /api/admin/reconciliation/accounts', {
    handler: async () => reconciliation.accounts(),
  });

  route(app, 'GET /api/admin/reconciliation/accounts/:id/csv-mapping', {
    handler: async (request) => reconciliation.csvMapping(request.params.id),
  });

  route(app, 'PUT /api/admin/reconciliation/accounts/:id/csv-mapping', {
    handler: async (request) =>
      reconciliation.saveCsvMapping(staffActor(request), request.params.id, request.body),
  });

  route(app, 'POST /api/admin/reconciliation/accounts/:id/statements', {
    handler: async (request) => {
      const { bytes, fileName } = await readSingleFile(request, statementForm);
      const file = { name: fileName, bytes };
      return reconciliation.importStatement(staffActor(request), request.params.id, file);
    },
  });

  route(app, 'GET /api/admin/reconciliation/accounts/:id/statements', {
    handler: async (request) => reconciliation.imports(request.params.id),
  });

  route(app, 'GET /api/admin/reconciliation/accounts/:id/lines', {
    handler: async (request) => reconciliation.lines(request.params.id, request.query),
  });

  route(app, 'POST /api/admin/reconciliation/lines/confirm', {
    handler: async (request) => reconciliation.confirmMany(staffActor(request), request.body.ids),
  });

  route(app, 'POST /api/admin/reconciliation/lines/:id/confirm', {
    handler: async (request) => reconciliation.confirm(staffActor(request), request.params.id),
  });

  route(app, 'POST /api/admin/reconciliation/lines/:id/difference', {
    handler: async (request) =>
      reconciliation.decideDifference(staffActor(request), request.params.id, request.body),
  });

  route(app, 'POST /api/admin/reconciliation/lines/:id/link', {
    handler: async (request) =>
      reconciliation.link(staffActor(request), request.params.id, request.body.reference),
  });

  route(app, 'POST /api/admin/reconciliation/lines/:id/not-ours', {
    handler: async (request) => reconciliation.notOurs(staffActor(request), request.params.id),
  });

  route(app, 'GET /api/admin/reconciliation/accounts/:id/report', {
    handler: async (request) =>
      reconciliation.report(request.params.id, { ...request.query, ...utcDayRange(request.query) }),
  });

  route(app, 'GET /api/admin/reconciliation/accounts/:id/report.csv', {
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const period = { from, to, ...utcDayRange(request.query) };
      const csv = await reconciliation.reportCsv(request.params.id, period);
      return sendAttachment(reply, {
        type: 'text/csv; charset=utf-8',
        name: `giro-reconciliation-${request.params.id}-${from}-${to}.csv`,
        // One batch waits in the stream at most: the next is read when the socket drains.
        body: Readable.from(csv, { highWaterMark: 1 }),
      });
    },
  });
};
