import fc from 'fast-check';
import type { Validator } from './answer-check.ts';
import type { Variant } from './fuzz-case.ts';
import { hostileUrlValues } from './invalid-inputs.ts';
import type { Parameter } from './openapi-document.ts';
import { valueArbitrary } from './schema-values.ts';
import { samples } from './seeded-samples.ts';

/** Schema-valid values generated per operation (a part of its cases). */
export const validCases = 10;

export interface ParameterInputs {
  seed: number;
  validator: Validator;
  /** Values that exist (an order's reference, a wallet's id), by path parameter name. */
  known: Record<string, unknown[]>;
}

const encode = (value: unknown) => encodeURIComponent(String(value));

function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : [`${encode(name)}=${encode(value)}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A parameter value and whether its schema takes it. */
export interface Filled {
  raw: string;
  value: unknown;
  valid: boolean;
}

export function validPathValues(
  inputs: ParameterInputs,
  parameters: Parameter[],
): Record<string, Filled>[] {
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

export function validQueries(
  inputs: ParameterInputs,
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

export function invalidPaths(
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

export function invalidQueries(parameters: Parameter[], base: string): Variant<string>[] {
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
