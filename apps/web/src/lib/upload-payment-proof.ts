import { uploadProofResponseSchema } from '@giro/shared/transfers/proof-contracts';
import { api } from './api-client';

/**
 * POST /api/orders/:reference/proof: the sender's proof of payment, given with "I have paid" at
 * checkout or later on the transfer's page (on an unpaid order the upload is that step).
 */
export function uploadPaymentProof(reference: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post(
    `/api/orders/${encodeURIComponent(reference)}/proof`,
    uploadProofResponseSchema,
    body,
  );
}
