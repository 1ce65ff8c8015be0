import type { ProofMediaType } from '@giro/shared';
import type { FastifyReply } from 'fastify';

/** An uploaded file shown in the browser, never cached by shared caches. */
export function sendStoredFile(
  reply: FastifyReply,
  stored: { mediaType: ProofMediaType; file: Buffer },
) {
  return reply
    .type(stored.mediaType)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .send(stored.file);
}
