import { i18n } from './i18n';
import { parseJson } from './parse-json';

export type FieldError = { path: string; message: string };

/** A failed server call. `message` is ready to show; `code` is stable (docs/architecture.md). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(message: string, status: number, code: string, errors: FieldError[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 502 && status <= 504) return 'unavailable';
  if (status >= 500) return 'internal';
  return 'bad_request';
}

/** For answers without a server message (proxy pages, network loss) in the page's language. */
export function fallbackApiError(status: number, code = codeForStatus(status)): ApiError {
  // The `errors` catalogue is part of the first screen's, so it is always loaded.
  return new ApiError(i18n.t(code, { ns: 'errors' }), status, code);
}

/** Maps a non-2xx answer to an ApiError, using its `{ message, code, errors }` body when present. */
export async function apiErrorFrom(status: number, bodyText: string): Promise<ApiError> {
  // Imported on the first failure: the home page's first visit needs no zod.
  const body = await import('@giro/shared/api-error').then(
    ({ apiErrorSchema }) => parseJson(bodyText, apiErrorSchema),
    () => undefined,
  );
  return body
    ? new ApiError(body.message, status, body.code, body.errors)
    : fallbackApiError(status);
}
