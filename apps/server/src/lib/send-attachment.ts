import type { FastifyReply } from 'fastify';

/**
 * Answers a file to save (a receipt, an export), never to cache: it holds one account's data.
 * `body` may be a stream, so a large export is written as it is read.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { type: string; name: string; body: Buffer | NodeJS.ReadableStream },
): FastifyReply {
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
