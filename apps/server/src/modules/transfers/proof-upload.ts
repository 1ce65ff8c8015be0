import { proofMaxBytes, proofMediaTypes } from '@giro/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptSingleFileUploads,
  readSingleFile,
  type SingleFileForm,
} from '../../lib/single-file-upload.ts';
import { proofTooLarge } from './proof-file.ts';
import { deliveryProofMediaTypes } from './transfers-tables.ts';

/** Route config of a proof upload: the form field its file comes in (the OpenAPI body). */
export const proofUploadConfig = { uploadField: 'file' };
/** Route config of a route answering a payment proof, as the OpenAPI document shows it. */
export const paymentProofAnswer = { fileAnswer: proofMediaTypes };
/** Route config of a route answering a delivery photo. */
export const deliveryProofAnswer = { fileAnswer: deliveryProofMediaTypes };

const proofForm: SingleFileForm = {
  field: proofUploadConfig.uploadField,
  maxBytes: proofMaxBytes,
  tooLarge: proofTooLarge,
};

/** Lets the routes of `app` read one proof file of at most `proofMaxBytes` from a form. */
export async function acceptProofUploads(app: FastifyInstance): Promise<void> {
  await acceptSingleFileUploads(app, proofForm.maxBytes);
}

/** The one file of a proof form, read whole: the form holds nothing but a file named `file`. */
export async function readProofUpload(request: FastifyRequest): Promise<Buffer> {
  return (await readSingleFile(request, proofForm)).bytes;
}
