import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiProxy } from './api-proxy';

const proxy = apiProxy('http://localhost:3000');

/** Where the dev server sends a request: 'server', 'vite' (a page), or 'vite' when unmatched. */
function destination(method: string, url: string): 'server' | 'vite' {
  const entry = Object.entries(proxy).find(([pattern]) => new RegExp(pattern).test(url));
  if (!entry) return 'vite';
  const request = { method, url } as IncomingMessage;
  return entry[1].bypass(request, undefined as never, entry[1]) === undefined ? 'server' : 'vite';
}

describe('the dev server proxy', () => {
  it("sends the server's calls to the server, with their parameters and query", () => {
    expect(destination('GET', '/get_currencies?u=abc')).toBe('server');
    expect(destination('POST', '/api/orders/GR-7K3M9Q/cancel')).toBe('server');
    expect(destination('GET', '/api/orders/GR-7K3M9Q/receipt.pdf')).toBe('server');
    expect(destination('PUT', '/api/admin/pricing/routes/USD/CUP')).toBe('server');
  });

  it('keeps pages that share a path with a call, and unknown paths, in the web app', () => {
    expect(destination('POST', '/contact')).toBe('server');
    expect(destination('GET', '/contact')).toBe('vite');
    expect(destination('GET', '/reset-password?token=abc')).toBe('vite');
    expect(destination('GET', '/profile/transfers/GR-7K3M9Q')).toBe('vite');
    expect(destination('GET', '/api/orders/GR-7K3M9Q/cancel')).toBe('vite');
  });
});
