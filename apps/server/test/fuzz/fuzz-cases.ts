import fc from 'fast-check';
import type { Validator } from './answer-check.ts';
import type { Credentials, FuzzCase, RequestBody, Variant } from './fuzz-case.ts';
import {
  hostileUrlValues,
  invalidJsonBodies,
  jsonBody,
  malformedBodies,
} from './invalid-inputs.ts';
import { invalidUploads, validUploads } from './multipart-bodies.ts';
import {
  type DocumentedOperation,
  type Parameter,
  type Schema,
  securitySchemes,
} from './openapi-document.ts';
import { valueArbitrary } from './schema-values.ts';

/** Cases per operation: one without credentials, up to `valid` schema-valid ones, the rest not. */
export const casesPerOperation = 30;
const validCases = 10;

export interface CaseInputs {
  documented: DocumentedOperation;
  seed: number;
  validator: Validator;
  /** Values that exist (an order's reference, a wallet's id), by path parameter name. */
  known: Record<string, unknown[]>;
  /** Bodies known to be accepted (a real quote's cart), tried first among the valid ones. */
  examples: unknown[];
}

/** `count` values of `arbitrary`, the same for the same seed; fewer if it cannot make them. */
function samples<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  try {
    return fc.sample(arbitrary, { seed, numRuns: count });
  } catch {
    return [];
  }
}

/** A seeded shuffle of `items` (fast-check's, so the one seed decides everything). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  if (items.length < 2) return [...items];
  const [order] = samples(
    fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length }),
    seed,
    1,
  );
  return order ?? [...items];
}

/** Up to `count` variants, taken in turn from each kind so every kind gets its cases. */
function spread<T>(variants: Variant<T>[], count: number, seed: number): Variant<T>[] {
  const kinds = shuffled([...new Set(variants.map((variant) => variant.kind))], seed);
  const queues = kinds.map((kind, index) =>
    shuffled(
      variants.filter((variant) => variant.kind === kind),
      seed + index + 1,
    ),
  );
  const picked: Variant<T>[] = [];
  while (picked.length < count && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined && picked.length < count) picked.push(next);
    }
  }
  return picked;
}

const encode = (value: unknown) => encodeURIComponent(String(value));

function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : [`${encode(name)}=${encode(value)}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A parameter value and whether its schema takes it. */
interface Filled {
  raw: string;
  value: unknown;
  valid: boolean;
}

function validPathValues(inputs: CaseInputs, parameters: Parameter[]): Record<string, Filled>[] {
  const { validator, known, seed } = inputs;
  const columns = parameters.map((parameter, index) => {
    const accepts = validator(parameter.schema);
    const existing = (known[parameter.name] ?? []).filter((value) => accepts(value));
    const generated = samples(valueArbitrary(parameter.schema), seed + 100 + index, validCases);
    return [...existing, ...generated].map((value) => ({
      raw: encode(value),
      value,
      valid: accepts(value) === true,
    }));
  });
  return Array.from({ length: validCases }, (_, row) =>
    Object.fromEntries(
      parameters.map((parameter, index) => {
        const column = columns[index] ?? [];
        return [parameter.name, column[row % Math.max(1, column.length)] ?? placeholder];
      }),
    ),
  );
}

const placeholder: Filled = { raw: '1', value: '1', valid: false };

function validQueries(
  inputs: CaseInputs,
  parameters: Parameter[],
): { raw: string; valid: boolean }[] {
  if (parameters.length === 0) return [{ raw: '', valid: true }];
  const model = Object.fromEntries(
    parameters.map((parameter) => [parameter.name, valueArbitrary(parameter.schema)]),
  );
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return samples(fc.record(model, { requiredKeys: required }), inputs.seed + 200, validCases).map(
    (values) => ({
      raw: queryString(values),
      valid: parameters.every(
        (parameter) =>
          values[parameter.name] === undefined ||
          inputs.validator(parameter.schema)(values[parameter.name]) === true,
      ),
    }),
  );
}

function invalidPaths(
  parameters: Parameter[],
  base: Record<string, Filled>,
): Variant<Record<string, string>>[] {
  const raws = Object.fromEntries(Object.entries(base).map(([name, filled]) => [name, filled.raw]));
  return parameters.flatMap((parameter) =>
    hostileUrlValues.map(({ kind, raw }) => ({
      kind: `path:${kind}`,
      label: `${parameter.name}=${raw.length > 40 ? `${raw.slice(0, 12)}…(${raw.length})` : raw}`,
      value: { ...raws, [parameter.name]: raw },
    })),
  );
}

function invalidQueries(parameters: Parameter[], base: string): Variant<string>[] {
  const rest = base.replace(/^\?/, '');
  const withBase = (extra: string) => `?${[rest, extra].filter(Boolean).join('&')}`;
  const without = (name: string) =>
    rest
      .split('&')
      .filter((pair) => pair !== '' && !pair.startsWith(`${encode(name)}=`))
      .join('&');
  const variants: Variant<string>[] = [
    { kind: 'query:control', label: 'unknown=%00', value: withBase('unknown=%00') },
    { kind: 'query:extra', label: 'unknown=1', value: withBase('unknown=1') },
    { kind: 'query:shape', label: 'a[b][c]=1', value: withBase('a[b][c]=1&__proto__[x]=1') },
    { kind: 'query:control', label: '%00=1 (in the name)', value: withBase('%00=1') },
    { kind: 'query:encoding', label: 'unknown=%E0%A4%A', value: withBase('unknown=%E0%A4%A') },
    { kind: 'query:encoding', label: 'unknown=%ED%A0%80', value: withBase('unknown=%ED%A0%80') },
    { kind: 'query:overlong', label: '8000 characters', value: withBase(`q=${'x'.repeat(8000)}`) },
  ];
  for (const parameter of parameters) {
    const name = encode(parameter.name);
    const others = without(parameter.name);
    for (const { kind, raw } of hostileUrlValues) {
      variants.push({
        kind: `query:${kind}`,
        label: `${parameter.name}=${raw.length > 40 ? `${raw.slice(0, 12)}…(${raw.length})` : raw}`,
        value: `?${[others, `${name}=${raw}`].filter(Boolean).join('&')}`,
      });
    }
    variants.push(
      {
        kind: 'query:repeat',
        label: `${parameter.name} twice`,
        value: `?${[others, `${name}=1`, `${name}=2`].filter(Boolean).join('&')}`,
      },
      {
        kind: 'query:shape',
        label: `${parameter.name}[]`,
        value: `?${[others, `${name}[]=1`].filter(Boolean).join('&')}`,
      },
    );
    if (parameter.required) {
      variants.push({
        kind: 'query:missing',
        label: `${parameter.name} missing`,
        value: others === '' ? '' : `?${others}`,
      });
    }
  }
  return variants;
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
