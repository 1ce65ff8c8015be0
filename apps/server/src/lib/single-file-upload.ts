import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A form that carries exactly one file: the field it comes in and what a too large one gets. */
export interface SingleFileForm {
  field: string;
  maxBytes: number;
  tooLarge: () => AppError;
}

const extraParts = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Lets the routes of `app` read one file of at most `maxBytes` from a form. Room is left for
 * one part too many of each kind, so that the form parser hands it over and the route can
 * refuse the form instead of silently dropping the part.
 */
export async function acceptSingleFileUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 2, fields: 1, parts: 3 },
  });
}

/**
 * The refusal for what the form parser threw: the sender's request, never a 500. `tooLarge` is
 * the refusal of a file over the form's size limit.
 */
export function uploadError(error: unknown, tooLarge: () => AppError): AppError {
  if (error instanceof AppError) return error;
  const { code } = Object(error) as { code?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'multipart_required');
  if (typeof code === 'string' && extraParts.has(code)) return new AppError(400, 'upload_field');
  // No boundary, a truncated or foreign body: a malformed request.
  return new AppError(400, 'malformed_multipart');
}

/** The one file of a form that holds nothing but a file in `form.field`, read whole. */
export async function readSingleFile(
  request: FastifyRequest,
  form: SingleFileForm,
): Promise<{ bytes: Buffer; fileName: string }> {
  try {
    let file: { bytes: Buffer; fileName: string } | undefined;
    let parts = 0;
    for await (const part of request.parts()) {
      parts += 1;
      if (part.type === 'file' && part.fieldname === form.field && parts === 1) {
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
    if (parts === 0) throw new AppError(400, 'malformed_multipart');
    if (file === undefined || parts > 1) throw new AppError(400, 'upload_field');
    return file;
  } catch (error) {
    throw uploadError(error, form.tooLarge);
  }
}
