import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let plain: TestApp;
let https: TestApp;

beforeAll(async () => {
  [plain, https] = await Promise.all([
    buildTestApp(),
    buildTestApp({ config: { PUBLIC_URL: 'https://giro.example' } }),
  ]);
});
afterAll(() => Promise.all([plain.close(), https.close()]));

describe('security headers', () => {
  it('sends a strict content security policy the built app satisfies', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']).split(';');
    expect(policy).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "form-action 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
      ]),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends no HSTS while the public URL is not https', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrades insecure requests when the public URL is https', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('keeps answers for a signed-in person out of every cache (issue 39, item 7)', async () => {
    // Before: API answers with personal data carried no Cache-Control.
    const personal = await plain.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: 'Bearer not-a-live-session' },
    });
    expect(personal.headers['cache-control']).toBe('no-store');
    const orders = await plain.app.inject({ method: 'GET', url: '/api/orders' });
    expect(orders.headers['cache-control']).toBe('no-store');
    const publicList = await plain.app.inject({ method: 'GET', url: '/api/card-prefixes' });
    expect(publicList.headers['cache-control']).toBeUndefined();
  });

  it('sends the headers on error answers too', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
