import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { csrf } from './helpers/csrf.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  testApp.app.post('/api/test/action', async () => ({ done: true }));
  testApp.app.get('/api/test/remember', async (_request, reply) =>
    reply.setCookie('remember', 'yes', { path: '/' }).send({ done: true }),
  );
  testApp.app.post('/api/test/gateway-callback', { config: { csrf: false } }, async () => ({
    done: true,
  }));
});
afterAll(() => testApp.close());

const token = 'a'.repeat(43);
const other = 'b'.repeat(43);

function setCookie(headers: Record<string, unknown>): string {
  return String(headers['set-cookie'] ?? '');
}

describe('CSRF protection', () => {
  it('gives API clients a token and sets the same value as a SameSite=Lax cookie', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/csrf' });
    const { token: given } = response.json<{ token: string }>();
    expect(given).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ value: given, path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();
  });

  it('keeps a valid token the browser already has', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/csrf',
      cookies: { 'XSRF-TOKEN': token },
    });
    expect(response.json()).toEqual({ token });
    expect(setCookie(response.headers)).toBe('');
  });

  it('sets the CSRF cookie next to cookies the route sets', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/remember' });
    expect(response.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'remember']);
  });

  it('rejects a POST without a token header with 403 csrf', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/action',
      cookies: { 'XSRF-TOKEN': token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'csrf',
      message: 'La sesión del navegador caducó. Recargue la página e inténtelo de nuevo.',
    });
  });

  it('rejects a POST whose header differs from the cookie', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/action',
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': other },
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects a header token when the browser sent no cookie, and sets one for the retry', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/action',
      headers: { 'x-xsrf-token': token },
    });
    expect(response.statusCode).toBe(403);
    expect(setCookie(response.headers)).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/);
  });

  it('accepts a POST whose X-XSRF-TOKEN matches the cookie', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/action',
      ...(await csrf(testApp.app)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: true });
  });

  it('accepts the token in X-CSRF-TOKEN, the header filled from the page meta', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/action',
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-csrf-token': token },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets routes that opt out receive third-party posts without a token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/gateway-callback',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('CSRF cookie over https', () => {
  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ config: { PUBLIC_URL: 'https://giro.example' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/csrf' });
      expect(setCookie(response.headers)).toContain('; Secure');
    } finally {
      await secure.close();
    }
  });
});
