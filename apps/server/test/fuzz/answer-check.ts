import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { excerpt } from './fuzz-case.ts';
import {
  type OpenApiDocument,
  type Operation,
  type Schema,
  toJsonSchema,
} from './openapi-document.ts';

/** Ajv validators for the document's schemas, compiled once each. */
export function schemaValidators(document: OpenApiDocument) {
  // The document's patterns are zod's, which JavaScript runs without the `u` flag.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  const compiled = new WeakMap<Schema, ValidateFunction>();
  return function validator(schema: Schema): ValidateFunction {
    let validate = compiled.get(schema);
    if (validate === undefined) {
      validate = ajv.compile(toJsonSchema(schema, document));
      compiled.set(schema, validate);
    }
    return validate;
  };
}

export type Validator = ReturnType<typeof schemaValidators>;

const errorsOf = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`)
    .join('; ');

const mediaType = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Why `response` breaks the contract of `operation`, or undefined: a 5xx, a status the operation
 * does not document, a media type it does not document for that status, a body where none is
 * documented, or a JSON body its schema refuses.
 */
export function contractBreach(
  operation: Operation,
  response: LightMyRequestResponse,
  validator: Validator,
): string | undefined {
  const status = String(response.statusCode);
  if (response.statusCode >= 500) return `server error ${status}: ${excerpt(response.body, 300)}`;
  const documented = operation.responses[status] ?? operation.responses.default;
  if (documented === undefined) {
    const listed = Object.keys(operation.responses).join(', ');
    return `undocumented status ${status} (documented: ${listed}): ${excerpt(response.body, 200)}`;
  }
  const content = documented.content;
  if (content === undefined) {
    return response.rawPayload.length === 0
      ? undefined
      : `status ${status} is documented without a body, answered ${excerpt(response.body, 200)}`;
  }
  const answered = mediaType(String(response.headers['content-type'] ?? ''));
  const media = Object.keys(content).find((type) => mediaType(type) === answered);
  if (media === undefined) {
    return `answered ${answered || 'no Content-Type'} with ${status}, documented: ${Object.keys(content).join(', ')}`;
  }
  const schema = content[media]?.schema;
  if (media !== 'application/json' || schema === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `status ${status} answered JSON that does not parse: ${excerpt(response.body, 200)}`;
  }
  const validate = validator(schema);
  if (validate(body)) return undefined;
  return `body of ${status} breaks its schema: ${errorsOf(validate)}; body ${excerpt(response.body, 300)}`;
}
