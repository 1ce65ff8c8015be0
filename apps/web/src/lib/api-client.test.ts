import { signInResponseSchema } from '@giro/shared/accounts/auth-contracts';
import { getGatewaysResponseSchema } from '@giro/shared/orders/checkout-data-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { api } from './api-client';
import { ApiError } from './api-error';
import { setAuthToken } from './auth-token';
import { writeCookie } from './cookies';

const signIn = { email: 'ana@example.com', password: 'secret' };

afterEach(() => setAuthToken(null));

describe('api client', () => {
  it('sends the Ajax, JSON, Bearer and CSRF headers with a JSON body', async () => {
    setAuthToken('token-123');
    writeCookie('XSRF-TOKEN', 'cookie+value', 60);
    document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="meta-value">');
    const calls = stubFetch({ 'POST /api/auth/signin': () => jsonResponse({ token: 'new' }) });

    await expect(api.post('/api/auth/signin', signInResponseSchema, signIn)).resolves.toEqual({
      token: 'new',
    });

    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual(signIn);
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
    const calls = stubFetch({ 'GET /get_gateways': () => jsonResponse([{ name: 'zelle' }]) });
    await api.get('/get_gateways', getGatewaysResponseSchema, {
      query: { u: 'agent', skipped: undefined },
    });
    expect(calls[0]?.url.search).toBe('?u=agent');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(calls[0]?.headers.has('x-xsrf-token')).toBe(false);
    expect(calls[0]?.headers.has('x-csrf-token')).toBe(false);
  });

  it('maps an error body to an ApiError with its message, code and field errors', async () => {
    stubFetch({
      'POST /api/auth/signin': () =>
        jsonResponse(
          {
            message: 'Revise los datos enviados.',
            code: 'validation',
            errors: [{ path: 'email', message: 'El correo no es válido' }],
          },
          422,
        ),
    });
    const failure = await api
      .post('/api/auth/signin', signInResponseSchema, signIn)
      .catch((error: unknown) => error);
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
    const failure = await api
      .get('/get_gateways', getGatewaysResponseSchema)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 502,
      code: 'unavailable',
      message: 'Servicio no disponible, reintente en unos segundos.',
    });
  });
});
