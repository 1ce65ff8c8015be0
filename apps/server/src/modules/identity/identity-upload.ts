import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { uploadError } from '../../lib/single-file-upload.ts';

/** A phone's photo of an ID document: larger than a payment screenshot. */
const identityImageMaxBytes = 10 * 2 ** 20;

const tooLarge = () => new AppError(413, 'payload_too_large');

/** Lets the routes of `app` read the identity form: one photo and one JSON field. */
export async function acceptIdentityForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: identityImageMaxBytes, files: 2, fields: 2, parts: 4 },
  });
}

/** The form's `data` (JSON text) and `file` (the photo), each exactly once; 400 otherwise. */
export async function readIdentityForm(
  request: FastifyRequest,
): Promise<{ data: string; image: Buffer }> {
  try {
    let data: string | undefined;
    let image: Buffer | undefined;
    let parts = 0;
    for await (const part of request.parts()) {
      parts += 1;
      if (part.type === 'file' && part.fieldname === 'file' && image === undefined) {
        image = await part.toBuffer();
      } else if (part.type === 'field' && part.fieldname === 'data' && data === undefined) {
        data = String(part.value);
      } else {
        if (part.type === 'file') part.file.resume();
        throw new AppError(400, 'upload_field');
      }
    }
    if (parts === 0) throw new AppError(400, 'malformed_multipart');
    if (data === undefined || image === undefined) throw new AppError(400, 'upload_field');
    return { data, image };
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
}
