import multipart from '@fastify/multipart';
import { proofMaxBytes, proofMediaTypes } from '@giro/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { deliveryProofMediaTypes } from './transfers-tables.ts';

/** Route config of a proof upload: the form field its file comes in (the OpenAPI body). */
export const proofUploadConfig = { uploadField: 'file' };
/** Route config of a route answering a payment proof, as the OpenAPI document shows it. */
export const paymentProofAnswer = { fileAnswer: proofMediaTypes };
/** Route config of a route answering a delivery photo. */
export const deliveryProofAnswer = { fileAnswer: deliveryProofMediaTypes };

/** Lets the routes of `app` read one proof file of at most `proofMaxBytes` from a form. */
export async function acceptProofUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: proofMaxBytes, files: 1, fields: 0 } });
}

/**
 * The uploaded file of a proof form, read whole. The form parser (busboy) throws plain errors
 * for a body it cannot read — no boundary, a truncated or foreign body — which would otherwise
 * answer 500: they are the sender's malformed request, 400. Limits keep their own 413.
 */
export async function readProofUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const upload = await request.file();
    if (upload === undefined) throw new AppError(400, 'malformed_multipart');
    return await upload.toBuffer();
  } catch (error) {
    const { code, statusCode } = Object(error) as { code?: unknown; statusCode?: unknown };
    if (error instanceof AppError || statusCode === 413) throw error;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(415, 'multipart_required');
    throw new AppError(400, 'malformed_multipart');
  }
}
