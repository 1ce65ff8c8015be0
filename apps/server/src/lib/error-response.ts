import {
  type ApiError,
  type ApiErrorCode,
  errorMessage,
  type Language,
  translateShared,
} from '@giro/shared';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './app-error.ts';

interface ErrorResponse {
  statusCode: number;
  body: ApiError;
}

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation',
  429: 'rate_limited',
  503: 'unavailable',
};

const codeByFastifyCode: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
};

type ValidationIssue = { instancePath: string; message?: string; params: Record<string, unknown> };

const asNumber = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** zod issue fields → the `{min}`/`{max}` placeholders of the validation catalogue. */
function messageParams(issue: Record<string, unknown>): Record<string, number> {
  const params: Record<string, number> = {};
  const min = asNumber(issue.minimum);
  const max = asNumber(issue.maximum);
  if (min !== undefined) params.min = min;
  if (max !== undefined) params.max = max;
  return params;
}

function translateIssue(language: Language, issue: ValidationIssue): FieldError {
  const key = issue.message ?? 'validation.invalid';
  const translated = translateShared(language, key, messageParams(issue.params));
  return {
    path: issue.instancePath.slice(1).replaceAll('/', '.'),
    // A schema without a message key gets zod's English text: show the generic message instead.
    message: translated === key ? translateShared(language, 'validation.invalid') : translated,
  };
}

function respond(
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  errors?: FieldError[],
): ErrorResponse {
  return { statusCode, body: { message, code, ...(errors && { errors }) } };
}

/** Maps anything thrown while handling a request to the one error shape; 5xx hide details. */
export function toErrorResponse(error: unknown, language: Language): ErrorResponse {
  if (error instanceof AppError) {
    const { params, notice, errors } = error.options;
    const message =
      notice?.[language] ??
      errorMessage(language, error.code, typeof params === 'function' ? params(language) : params);
    return respond(error.statusCode, error.code, message, errors);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => translateIssue(language, issue));
    return respond(422, 'validation', errorMessage(language, 'validation'), errors);
  }
  const { statusCode, code } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as Partial<FastifyError>;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    const mapped =
      (code === undefined ? undefined : codeByFastifyCode[code]) ??
      codeByStatus[statusCode] ??
      'bad_request';
    return respond(statusCode, mapped, errorMessage(language, mapped));
  }
  return respond(500, 'internal', errorMessage(language, 'internal'));
}
