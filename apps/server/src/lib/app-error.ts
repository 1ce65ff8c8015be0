import type { ApiErrorCode, Language } from '@giro/shared';

export interface FieldError {
  path: string;
  message: string;
}

type Params = Record<string, string | number>;

export interface AppErrorOptions {
  /**
   * Placeholders of the shared `errors.<code>` message, e.g. `{ seconds: 30 }`; a function of
   * the language when they are words to translate too (a status, a method's name).
   */
  params?: Params | ((language: Language) => Params);
  /** The operator's own words for this refusal (a closed destination's notice), when written. */
  notice?: Partial<Record<Language, string>>;
  errors?: FieldError[];
  /** Headers of the answer, e.g. `retry-after` of a 429. */
  headers?: Record<string, string | number>;
}

/**
 * An expected failure a route or service throws on purpose; the error handler answers
 * `{ message, code, errors? }` with `statusCode`. Example: `throw new AppError(404, 'not_found')`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
