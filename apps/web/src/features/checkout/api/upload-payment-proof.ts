import { uploadProofResponseSchema } from '@giro/shared/transfers/proof-contracts';
import { api } from '@/lib/api-client';

/** POST /api/orders/:reference/proof: the proof of payment given with "I have paid". */
export function uploadPaymentProof(reference: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post(
    `/api/orders/${encodeURIComponent(reference)}/proof`,
    uploadProofResponseSchema,
    body,
  );
}
