import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { api } from './api-client';
import { ApiError } from './api-error';
import { setAuthToken } from './auth-token';
import { writeCookie } from './cookies';

const okSchema = z.object({ ok: z.boolean() });

afterEach(() => setAuthToken(null));

describe('api client', () => {
  it('sends the Ajax, JSON, Bearer and CSRF headers with a JSON body', async () => {
    setAuthToken('token-123');
    writeCookie('XSRF-TOKEN', 'cookie+value', 60);
    document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="meta-value">');
    const calls = stubFetch({ 'POST /contact': () => jsonResponse({ ok: true }) });

    await expect(api.post('/contact', okSchema, { name: 'Ana' })).resolves.toEqual({ ok: true });

    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ name: 'Ana' });
    expect(Object.fromEntries(call?.headers ?? [])).toEqual({
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
      'accept-language': 'es',
      'content-type': 'application/json',
      authorization: 'Bearer token-123',
      'x-xsrf-token': 'cookie+value',
      'x-csrf-token': 'meta-value',
    });
  });

  it('sends no Authorization or CSRF header when there is no token, cookie or meta tag', async () => {
    const calls = stubFetch({ 'GET /get_gateways': () => jsonResponse({ ok: true }) });
    await api.get('/get_gateways', okSchema, { query: { u: 'agent', skipped: undefined } });
    expect(calls[0]?.url.search).toBe('?u=agent');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(calls[0]?.headers.has('x-xsrf-token')).toBe(false);
    expect(calls[0]?.headers.has('x-csrf-token')).toBe(false);
  });

  it('maps an error body to an ApiError with its message, code and field errors', async () => {
    stubFetch({
      'POST /contact': () =>
        jsonResponse(
          {
            message: 'Revise los datos enviados.',
            code: 'validation',
            errors: [{ path: 'email', message: 'El correo no es válido' }],
          },
          422,
        ),
    });
    const failure = await api.post('/contact', okSchema, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      code: 'validation',
      message: 'Revise los datos enviados.',
      errors: [{ path: 'email', message: 'El correo no es válido' }],
    });
  });

  it('turns an answer without an error body into a translated ApiError', async () => {
    stubFetch({
      'GET /get_gateways': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const failure = await api.get('/get_gateways', okSchema).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 502,
      code: 'unavailable',
      message: 'El servicio no está disponible en este momento.',
    });
  });
});
