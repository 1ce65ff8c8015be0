import multipart from '@fastify/multipart';
import { proofMaxBytes, proofUploadField } from '@giro/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { proofTooLarge } from './proof-file.ts';

// Room for one part too many of each kind, so that the form parser hands it over and the
// route can refuse the form instead of silently dropping the part.
const partLimits = { fileSize: proofMaxBytes, files: 2, fields: 1, parts: 3 };
const extraParts = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/** Lets the routes of `app` read one proof file of at most `proofMaxBytes` from a form. */
export async function acceptProofUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: partLimits });
}

/** The refusal for what the form parser threw: the sender's request, never a 500. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code } = Object(error) as { code?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return proofTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'multipart_required');
  if (typeof code === 'string' && extraParts.has(code)) return new AppError(400, 'upload_field');
  // No boundary, a truncated or foreign body: a malformed request.
  return new AppError(400, 'malformed_multipart');
}

/** The one file of a proof form, read whole: the form holds nothing but a file named `file`. */
export async function readProofUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    let file: Buffer | undefined;
    let parts = 0;
    for await (const part of request.parts()) {
      parts += 1;
      if (part.type === 'file' && part.fieldname === proofUploadField && parts === 1) {
        file = await part.toBuffer();
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
    if (parts === 0) throw new AppError(400, 'malformed_multipart');
    if (file === undefined || parts > 1) throw new AppError(400, 'upload_field');
    return file;
  } catch (error) {
    throw uploadError(error);
  }
}
