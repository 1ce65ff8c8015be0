import { type ApiError, type Language, translateShared } from '@giro/shared';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type AppErrorOptions, type FieldError } from './app-error.ts';

interface ErrorResponse {
  statusCode: number;
  body: ApiError;
}

const codeByStatus: Record<number, string> = {
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

const codeByFastifyCode: Record<string, string> = {
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

function sharedMessage(language: Language, code: string, params?: Record<string, string | number>) {
  const key = `errors.${code}`;
  const message = translateShared(language, key, params);
  return message === key ? undefined : message;
}

function respond(
  language: Language,
  statusCode: number,
  code: string,
  extra: Omit<AppErrorOptions, 'message'> & { message?: string | undefined } = {},
): ErrorResponse {
  const message =
    extra.message ??
    sharedMessage(language, code, extra.params) ??
    sharedMessage(language, codeByStatus[statusCode] ?? 'internal') ??
    code;
  return { statusCode, body: { message, code, ...(extra.errors && { errors: extra.errors }) } };
}

/** Maps anything thrown while handling a request to the one error shape; 5xx hide details. */
export function toErrorResponse(error: unknown, language: Language): ErrorResponse {
  if (error instanceof AppError) {
    const { message, ...rest } = error.options;
    return respond(language, error.statusCode, error.code, {
      ...rest,
      message: message?.(language),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => translateIssue(language, issue));
    return respond(language, 422, 'validation', { errors });
  }
  const { statusCode, code } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as Partial<FastifyError>;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    const mapped = (code && codeByFastifyCode[code]) ?? codeByStatus[statusCode] ?? 'bad_request';
    return respond(language, statusCode, mapped);
  }
  return respond(language, 500, 'internal');
}
