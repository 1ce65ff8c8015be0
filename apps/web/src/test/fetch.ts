import { vi } from 'vitest';

export type FetchCall = { url: URL; method: string; headers: Headers; body: unknown };
type Handler = (call: FetchCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` for the current test (the setup file restores it). `routes` answers calls by
 * "METHOD /path" (query ignored); any other call gets a 404 error body. Returns the calls made.
 */
export function stubFetch(routes: Record<string, Handler>): FetchCall[] {
  const calls: FetchCall[] = [];
  const fake = async (input: string | URL | Request, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: new URL(String(input), window.location.origin),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.url.pathname}`];
    return handler
      ? handler(call)
      : jsonResponse({ message: 'No stub for this call', code: 'not_found' }, 404);
  };
  vi.stubGlobal('fetch', vi.fn(fake));
  return calls;
}
