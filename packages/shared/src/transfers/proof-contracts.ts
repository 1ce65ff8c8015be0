import { z } from 'zod';

/** Proofs of payment larger than this are refused (413 payload_too_large). */
export const proofMaxBytes = 5 * 1024 * 1024;
export const proofMediaTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;
const proofMediaTypeSchema = z.enum(proofMediaTypes);
export type ProofMediaType = z.infer<typeof proofMediaTypeSchema>;
/** A delivery photo is an image: PDFs are only for the sender's payment proofs. */
export const deliveryProofMediaTypes = ['image/png', 'image/jpeg'] as const;
export type DeliveryProofMediaType = (typeof deliveryProofMediaTypes)[number];
/** The multipart field a proof's one file is uploaded in. */
export const proofUploadField = 'file';

/** POST /api/orders/:reference/proof answer. */
export const uploadProofResponseSchema = z.object({
  media_type: proofMediaTypeSchema,
  size: z.number().int(),
  uploaded_at: z.iso.datetime({ offset: true }),
});
export type UploadProofResponse = z.infer<typeof uploadProofResponseSchema>;
