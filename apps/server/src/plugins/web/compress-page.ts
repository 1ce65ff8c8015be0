import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings the browser accepts (`br;q=0` refuses one). */
function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'] ?? '';
  return header.split(',').some((part) => {
    const [name = '', ...options] = part.split(';').map((piece) => piece.trim());
    return name === encoding && !options.includes('q=0');
  });
}

/**
 * A page compressed for the browser. Pages are made per request (each carries the visitor's
 * CSRF token), so unlike the built assets they are compressed on the fly, at a fast level.
 */
export async function compressPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<Buffer | string> {
  reply.header('vary', 'Accept-Encoding');
  if (accepts(request, 'br')) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (accepts(request, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzipped(html);
  }
  return html;
}
