import type { ApiAnswer, ApiBody, ApiMethod, ApiPath } from '@giro/shared/api-contract';
import { toLanguage } from '@giro/shared/i18n';
import type { z } from 'zod';
import { env } from '@/config/env';
import { apiErrorFrom, fallbackApiError } from './api-error';
import { getAuthToken } from './auth-token';
import { readCookie } from './cookies';

/**
 * What a call's answer must match: a zod schema, or a function importing one. Calls the first
 * screen makes pass the function, so zod arrives with the first such call instead of with the page.
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export type RequestOptions = {
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** A bearer token other than the stored one (a sign-in's second step sends the first's). */
  token?: string;
};

let csrfMetaMissingLogged = false;

function csrfMetaToken(): string | undefined {
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (!token && !csrfMetaMissingLogged) {
    csrfMetaMissingLogged = true;
    console.info('CSRF token meta tag not found; relying on the XSRF-TOKEN cookie.');
  }
  return token || undefined;
}

function headersFor(body: unknown, bearer = getAuthToken()): Headers {
  const headers = new Headers({
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  });
  // FormData sets its own multipart boundary.
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  // Server messages must match the page, not the browser: without a `language` cookie the
  // server would answer in the browser's Accept-Language while the page shows Spanish.
  const language = toLanguage(document.documentElement.lang);
  if (language) headers.set('Accept-Language', language);
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  const csrf = csrfMetaToken();
  if (csrf) headers.set('X-CSRF-TOKEN', csrf);
  return headers;
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return `${env.apiUrl}${path}${suffix}`;
}

async function send(method: ApiMethod, path: string, body: unknown, options: RequestOptions) {
  try {
    return await fetch(urlFor(path, options.query), {
      method,
      headers: headersFor(body, options.token),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw fallbackApiError(0, 'unavailable');
  }
}

async function loaded<T>(schema: ResponseSchema<T>): Promise<z.ZodType<T>> {
  return typeof schema === 'function' ? schema() : schema;
}

/** Sends one call and returns its body validated by `schema`; failures throw ApiError. */
async function request<T>(
  method: ApiMethod,
  path: string,
  schema: ResponseSchema<T>,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const [response, validator] = await Promise.all([
    send(method, path, body, options),
    loaded(schema).catch(() => undefined),
  ]);
  const text = await response.text();
  if (!response.ok) throw await apiErrorFrom(response.status, text);
  try {
    if (!validator) throw new Error('The schema could not be loaded');
    return validator.parse(text === '' ? undefined : JSON.parse(text));
  } catch (error) {
    console.error(`Unexpected answer from ${method} ${path}`, error);
    throw fallbackApiError(response.status, 'internal');
  }
}

/**
 * Paths, bodies and answers are typed from shared's contract (api-contract.ts): a call the
 * server does not answer, a body it would refuse or a schema for another answer does not compile.
 */
export const api = {
  get: <Path extends ApiPath<'GET'>>(
    path: Path,
    schema: ResponseSchema<ApiAnswer<'GET', Path>>,
    options?: RequestOptions,
  ) => request('GET', path, schema, undefined, options),
  post: <Path extends ApiPath<'POST'>>(
    path: Path,
    schema: ResponseSchema<ApiAnswer<'POST', Path>>,
    body?: ApiBody<'POST', Path>,
    options?: RequestOptions,
  ) => request('POST', path, schema, body, options),
  put: <Path extends ApiPath<'PUT'>>(
    path: Path,
    schema: ResponseSchema<ApiAnswer<'PUT', Path>>,
    body: ApiBody<'PUT', Path>,
    options?: RequestOptions,
  ) => request('PUT', path, schema, body, options),
  delete: <Path extends ApiPath<'DELETE'>>(
    path: Path,
    schema: ResponseSchema<ApiAnswer<'DELETE', Path>>,
    options?: RequestOptions,
  ) => request('DELETE', path, schema, undefined, options),
  /** A file answer (receipts, proofs): signed-in downloads need the headers a link lacks. */
  async blob(path: ApiPath<'GET'>, options: RequestOptions = {}): Promise<Blob> {
    const response = await send('GET', path, undefined, options);
    if (!response.ok) throw await apiErrorFrom(response.status, await response.text());
    return response.blob();
  },
};
