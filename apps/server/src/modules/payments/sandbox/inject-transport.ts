import type { FastifyInstance } from 'fastify';
import type { HttpTransport } from '../gateway-http-client.ts';

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * HTTP to Giro itself without the network: the request goes through Giro's own routes
 * (`app.inject`), whatever host the URL names. The sandbox's gateways use it, so their
 * adapters run the same code as real ones and work behind any proxy or port.
 */
export function injectTransport(app: FastifyInstance): HttpTransport {
  return async (url, init) => {
    init.signal.throwIfAborted();
    const { pathname, search } = new URL(url);
    const injected = app.inject({
      method: init.method,
      url: `${pathname}${search}`,
      headers: init.headers,
      ...(init.body !== undefined && { payload: init.body }),
    });
    const answer = await Promise.race([injected, whenAborted(init.signal)]);
    const contentType = answer.headers['content-type'];
    return new Response(answer.body === '' ? null : answer.body, {
      status: answer.statusCode,
      headers: contentType === undefined ? {} : { 'content-type': String(contentType) },
    });
  };
}
