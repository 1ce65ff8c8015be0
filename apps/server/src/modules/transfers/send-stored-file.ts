import type { ProofMediaType } from '@giro/shared';
import type { FastifyReply } from 'fastify';
import { proofExtensions } from './proof-type.ts';

/**
 * An uploaded file, never cached by shared caches. Images are shown in the browser; a PDF is
 * downloaded, not opened in the site's origin. The sandbox policy keeps either from running
 * anything if a browser opens it anyway.
 */
export function sendStoredFile(
  reply: FastifyReply,
  stored: { mediaType: ProofMediaType; file: Buffer },
  name = 'proof',
  { attachment = false } = {},
) {
  const disposition =
    attachment || stored.mediaType === 'application/pdf'
      ? `attachment; filename="${name}.${proofExtensions[stored.mediaType]}"`
      : 'inline';
  return reply
    .type(stored.mediaType)
    .header('content-disposition', disposition)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(stored.file);
}
