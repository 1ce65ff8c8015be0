import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { type CsrfPair, csrf } from './helpers/csrf.ts';

const profile = z.object({
  email: z.email({ error: 'validation.email' }),
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(5, { error: 'validation.too_long' }),
});

let testApp: TestApp;
let pair: CsrfPair;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { app } = testApp;
  app.post('/api/test/profile', { schema: { body: profile } }, async (request) => request.body);
  app.get('/api/test/crash', async () => {
    throw new Error('connection to 10.0.0.5 refused for user admin');
  });
  app.get('/api/test/gone', async () => {
    throw new AppError(409, 'illegal_transition', {
      params: (language) => ({ from: `a (${language})`, to: `b (${language})` }),
    });
  });
  app.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => ({
    ok: true,
  }));
  pair = await csrf(app);
});
afterAll(() => testApp.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/test/profile',
    cookies: pair.cookies,
    headers: { ...pair.headers, 'content-type': 'application/json', ...headers },
    payload,
  });

describe('error answers', () => {
  it('answers malformed JSON with 400 malformed_json in Spanish by default', async () => {
    const response = await post('{"email":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'malformed_json',
      message: 'El cuerpo de la solicitud no es un JSON válido.',
    });
  });

  it('answers in English when the language cookie says en', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/profile',
      cookies: { ...pair.cookies, language: 'en' },
      headers: { ...pair.headers, 'content-type': 'application/json', 'accept-language': 'es' },
      payload: '{"email":',
    });
    expect(response.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('answers in the best Accept-Language when there is no language cookie', async () => {
    const response = await post('{', { 'accept-language': 'fr-FR, en-GB;q=0.8, es;q=0.5' });
    expect(response.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await post('email=a', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await post(JSON.stringify({ email: 'a'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('lists every invalid field with its translated message', async () => {
    const response = await post(JSON.stringify({ email: 'nope', name: 'Alejandro' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Revise los datos enviados.',
      errors: [
        { path: 'email', message: 'El correo no es válido' },
        { path: 'name', message: 'Máximo 5 caracteres' },
      ],
    });
  });

  it('translates validation messages into English', async () => {
    const response = await post(JSON.stringify({ email: 'ana@example.com' }), {
      'accept-language': 'en',
    });
    expect(response.json()).toMatchObject({
      errors: [{ path: 'name', message: 'Required field' }],
    });
  });

  it('passes a valid body to the route', async () => {
    const response = await post(JSON.stringify({ email: 'ana@example.com', name: ' Ana ' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'ana@example.com', name: 'Ana' });
  });

  it('hides the details of an unexpected failure behind a generic 500', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal',
      message: 'Ocurrió un error inesperado. Inténtelo de nuevo en unos minutos.',
    });
    expect(response.body).not.toMatch(/10\.0\.0\.5|stack|at /);
  });

  it('answers an AppError with its status, code and catalogue message in the language', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/gone',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'illegal_transition',
      message: 'The order is "a (en)" and cannot become "b (en)".',
    });
  });

  it('answers a rate-limited call with 429 and the wait in words', async () => {
    const call = () => testApp.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect((await call()).statusCode).toBe(200);
    const response = await call();
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({
      code: 'rate_limited',
      message: 'Demasiados intentos. Espere 1 minuto e inténtelo de nuevo.',
    });
  });
});

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers %s on an unknown /api path with 404 JSON',
    async (method) => {
      const response = await testApp.app.inject({ method, url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'not_found',
        message: 'El recurso solicitado no existe.',
      });
    },
  );

  it('answers a POST to an unknown page path with 404 JSON', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/no/such/form' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
