import type { Credentials, FuzzCase, RequestBody, Variant } from './fuzz-case.ts';
import {
  type Filled,
  invalidPaths,
  invalidQueries,
  type ParameterInputs,
  validCases,
  validPathValues,
  validQueries,
} from './fuzz-parameters.ts';
import { invalidJsonBodies, jsonBody, malformedBodies } from './invalid-inputs.ts';
import { invalidUploads, validUploads } from './multipart-bodies.ts';
import { type DocumentedOperation, type Schema, securitySchemes } from './openapi-document.ts';
import { valueArbitrary } from './schema-values.ts';
import { samples, spread } from './seeded-samples.ts';

/** Cases per operation: one without credentials, up to `valid` schema-valid ones, the rest not. */
export const casesPerOperation = 30;

export interface CaseInputs extends ParameterInputs {
  documented: DocumentedOperation;
  /** Bodies known to be accepted (a real quote's cart), tried first among the valid ones. */
  examples: unknown[];
}

interface Bodies {
  valid: { body?: RequestBody; valid: boolean; label: string }[];
  invalid: Variant<RequestBody>[];
}

function bodiesFor(inputs: CaseInputs): Bodies {
  const { documented, validator, seed, examples } = inputs;
  const content = documented.operation.requestBody?.content;
  const upload = content?.['multipart/form-data']?.schema;
  if (upload !== undefined) {
    const field = Object.keys((upload.properties ?? {}) as Schema)[0] ?? 'file';
    return {
      valid: validUploads(field).map(({ label, value }) => ({ body: value, valid: true, label })),
      invalid: invalidUploads(field),
    };
  }
  const schema = content?.['application/json']?.schema;
  if (schema === undefined) {
    // No documented body: none is valid, and any body sent is refused or ignored, never a 500.
    const changes = documented.method !== 'get';
    return {
      valid: [{ valid: true, label: 'no body' }],
      invalid: changes ? malformedBodies(undefined) : [],
    };
  }
  const accepts = validator(schema);
  const values = [...examples, ...samples(valueArbitrary(schema), seed + 300, validCases)];
  const valid = values.map((value, index) => ({
    body: jsonBody(JSON.stringify(value)),
    valid: accepts(value) === true,
    label: index < examples.length ? 'known-good body' : 'generated body',
  }));
  // Mutations start from a body the server would take, so each reaches the field it breaks.
  const base = values.find((value) => accepts(value) === true) ?? values[0] ?? {};
  return { valid, invalid: invalidJsonBodies(schema, base) };
}

function credentialVariants(documented: DocumentedOperation): Variant<Credentials>[] {
  const schemes = securitySchemes(documented.operation);
  return [
    ...(schemes.includes('csrf')
      ? [
          { kind: 'auth:csrf', label: 'no CSRF header', value: 'no-csrf' as const },
          { kind: 'auth:csrf', label: 'forged CSRF pair', value: 'forged-csrf' as const },
        ]
      : []),
    ...(schemes.includes('bearer')
      ? [{ kind: 'auth:token', label: 'forged bearer token', value: 'forged-token' as const }]
      : []),
  ];
}

/** The seeded, bounded cases of one operation: valid requests first, then broken ones. */
export function casesFor(inputs: CaseInputs): FuzzCase[] {
  const { documented, seed } = inputs;
  const parameters = documented.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const paths = validPathValues(inputs, pathParameters);
  const queries = validQueries(inputs, queryParameters);
  const bodies = bodiesFor(inputs);
  const fill = (values: Record<string, string>) =>
    documented.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const raws = (row: Record<string, Filled>) =>
    Object.fromEntries(Object.entries(row).map(([name, filled]) => [name, filled.raw]));

  const firstPath = paths[0] ?? {};
  const firstQuery = queries[0] ?? { raw: '', valid: true };
  const firstBody = bodies.valid[0];
  const cases: FuzzCase[] = [];
  const seen = new Set<string>();
  const add = (fuzzCase: FuzzCase) => {
    // A body's summary is its whole JSON text, or names a file or a size: enough to tell two
    // apart without serializing megabytes.
    const { credentials, path, query, body } = fuzzCase;
    const key = JSON.stringify([credentials, path, query, body?.contentType, body?.summary]);
    if (seen.has(key) || cases.length >= casesPerOperation) return;
    seen.add(key);
    cases.push(fuzzCase);
  };
  const pathValid = (row: Record<string, Filled>) => Object.values(row).every((f) => f.valid);

  if (securitySchemes(documented.operation).length > 0) {
    add({
      label: 'auth: no session, no CSRF pair',
      valid: false,
      credentials: 'none',
      path: fill(raws(firstPath)),
      query: firstQuery.raw,
      body: firstBody?.body,
    });
  }
  // Rows that come out the same (a call without inputs) are sent once.
  for (let row = 0; row < validCases; row += 1) {
    const path = paths[row % Math.max(1, paths.length)] ?? {};
    const query = queries[row % queries.length] ?? firstQuery;
    const body = bodies.valid[row % Math.max(1, bodies.valid.length)];
    const valid = pathValid(path) && query.valid && (body?.valid ?? true);
    add({
      label: `${valid ? 'valid' : 'not schema-valid'}: ${body?.label ?? 'no body'}`,
      valid,
      credentials: 'role',
      path: fill(raws(path)),
      query: query.raw,
      body: body?.body,
    });
  }

  const invalid: Variant<Omit<FuzzCase, 'label' | 'valid'>>[] = [
    ...invalidPaths(pathParameters, firstPath).map((variant) => ({
      ...variant,
      value: {
        credentials: 'role' as const,
        path: fill(variant.value),
        query: firstQuery.raw,
        body: firstBody?.body,
      },
    })),
    ...invalidQueries(queryParameters, firstQuery.raw).map((variant) => ({
      ...variant,
      value: {
        credentials: 'role' as const,
        path: fill(raws(firstPath)),
        query: variant.value,
        body: firstBody?.body,
      },
    })),
    ...bodies.invalid.map((variant) => ({
      ...variant,
      value: {
        credentials: 'role' as const,
        path: fill(raws(firstPath)),
        query: firstQuery.raw,
        body: variant.value,
      },
    })),
    ...credentialVariants(documented).map((variant) => ({
      ...variant,
      value: {
        credentials: variant.value,
        path: fill(raws(firstPath)),
        query: firstQuery.raw,
        body: firstBody?.body,
      },
    })),
  ];
  for (const variant of spread(invalid, casesPerOperation, seed + 400)) {
    add({ label: `${variant.kind} ${variant.label}`, valid: false, ...variant.value });
  }
  return cases;
}
