import { proofMaxBytes, proofUploadField } from '@giro/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptSingleFileUploads,
  readSingleFile,
  type SingleFileForm,
} from '../../lib/single-file-upload.ts';
import { proofTooLarge } from './proof-file.ts';

const proofForm: SingleFileForm = {
  field: proofUploadField,
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
