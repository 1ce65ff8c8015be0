import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { uploadError } from '../../../lib/single-file-upload.ts';
import { route } from '../../../plugins/call-route.ts';
import { fetchListFile } from '../../compliance/list-fetch.ts';
import { type ImportResult, sanctionsFileMaxBytes } from '../../sanctions/sanctions-import.ts';
import { createSanctionsRepository } from '../../sanctions/sanctions-repository.ts';
import type { SanctionsListRow } from '../../sanctions/sanctions-tables.ts';
import { staffActor } from '../admin-guard.ts';

function toVersion(list: SanctionsListRow) {
  return {
    version: list.id,
    imported_at: list.importedAt.toISOString(),
    imported_by: list.importedByEmail,
    source: list.source,
    source_url: list.sourceUrl,
    entries: list.entryCount,
    sha256: list.sha256,
    checked_at: list.checkedAt.toISOString(),
  };
}

const toResult = ({ list, unchanged }: ImportResult) => ({ list: toVersion(list), unchanged });

/** Treasury's SDN list: its versions, an upload, and a fetch from the operator's URL now. */
export const sanctionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: sanctionsFileMaxBytes, files: 1, fields: 0, parts: 1 },
  });
  const { importList } = app.compliance;
  const listSource = { hosts: app.config.SANCTIONS_LIST_HOSTS };

  route(app, 'GET /api/admin/compliance/sanctions-lists', {
    handler: async () => (await createSanctionsRepository(app.db).versions(50)).map(toVersion),
  });

  route(app, 'POST /api/admin/compliance/sanctions-lists', {
    handler: async (request) => {
      let file: Buffer;
      try {
        const part = await request.file();
        if (part === undefined || part.fieldname !== 'file') {
          throw new AppError(400, 'upload_field');
        }
        file = await part.toBuffer();
      } catch (error) {
        throw uploadError(error, () => new AppError(413, 'payload_too_large'));
      }
      const actor = staffActor(request);
      const confirmSmaller = request.query.confirm_smaller === 'true';
      return toResult(
        await importList({ file, source: 'upload', sourceUrl: null, actor, confirmSmaller }),
      );
    },
  });

  route(app, 'POST /api/admin/compliance/sanctions-lists/fetch', {
    handler: async (request) => {
      const url = (await app.compliance.settings.read()).sanctions_list_url;
      if (url === '') throw new AppError(422, 'sanctions_url_missing');
      const file = await fetchListFile(url, listSource, (reason) =>
        request.log.warn({ url, reason }, 'SDN list not fetched'),
      );
      const actor = staffActor(request);
      const confirmSmaller = request.query.confirm_smaller === 'true';
      return toResult(
        await importList({ file, source: 'url', sourceUrl: url, actor, confirmSmaller }),
      );
    },
  });
};
