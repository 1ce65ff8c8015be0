import type { Language } from '@giro/shared';

export interface FieldError {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** Placeholders of the shared `errors.<code>` message, e.g. `{ seconds: 30 }`. */
  params?: Record<string, string | number>;
  /** A module's own translated message; without it the shared `errors.<code>` message is used. */
  message?: (language: Language) => string;
  errors?: FieldError[];
}

/**
 * An expected failure a route or service throws on purpose; the error handler answers
 * `{ message, code, errors? }` with `statusCode`. Example: `throw new AppError(404, 'not_found')`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
