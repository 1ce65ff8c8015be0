import fc from 'fast-check';
import { isSchema, type Schema } from './openapi-document.ts';

// Every text reaching a route is refused with a 422 if it holds a C0 control character
// (plugins/text-guard.ts, documented on every 422): values meant to be valid leave them out, the
// invalid cases put them in on purpose.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this regex's purpose.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const withoutControls = (text: string) => !controlCharacter.test(text);

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' ? value : fallback;

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const fits = (text: string) =>
    text.length >= minLength && text.length <= numberOr(schema.maxLength, Infinity);
  // Long enough to reach a limit now and then, short enough to keep a case readable.
  const maxLength = Math.max(minLength, Math.min(numberOr(schema.maxLength, 40), 80));
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(withoutControls).filter(fits);
  }
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter(fits);
    default:
      // Plain ASCII half the time (names that can exist, like a currency code), any script else.
      return fc
        .oneof(
          fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
          fc.string({ unit: 'grapheme', minLength, maxLength }),
        )
        .filter(withoutControls)
        .filter(fits);
  }
}

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(
    numberOr(schema.minimum, Number.MIN_SAFE_INTEGER),
    typeof schema.exclusiveMinimum === 'number'
      ? Math.floor(schema.exclusiveMinimum) + 1
      : -Infinity,
  );
  const max = Math.min(
    numberOr(schema.maximum, Number.MAX_SAFE_INTEGER),
    typeof schema.exclusiveMaximum === 'number' ? Math.ceil(schema.exclusiveMaximum) - 1 : Infinity,
  );
  // Small values find existing rows (ids 1, 2, …); the whole range finds the limits.
  return fc.oneof(
    fc.integer({ min, max: Math.min(max, min + 20) }),
    fc.constantFrom(min, max),
    fc.maxSafeInteger().filter((value) => value >= min && value <= max),
  );
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = numberOr(schema.minimum, numberOr(schema.exclusiveMinimum, -1e15));
  const max = numberOr(schema.maximum, numberOr(schema.exclusiveMaximum, 1e15));
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter((value) => value !== schema.exclusiveMinimum && value !== schema.exclusiveMaximum);
}

function objectArbitrary(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, item]) => [
      name,
      isSchema(item) ? valueArbitrary(item) : fc.jsonValue(),
    ]),
  );
  return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
}

/**
 * Values `schema` (JSON Schema as `toJsonSchema` gives it) accepts, mostly. Patterns, lengths
 * and bounds are followed; what a generator cannot promise is checked by the caller with Ajv, so
 * a case is called valid only when it is.
 */
export function valueArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    return fc.oneof(...alternatives.filter(isSchema).map((item) => valueArbitrary(item)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = isSchema(schema.items) ? valueArbitrary(schema.items) : fc.jsonValue();
      const minLength = numberOr(schema.minItems, 0);
      const maxLength = Math.min(numberOr(schema.maxItems, 3), minLength + 3);
      return fc.array(item, { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema);
    default:
      // No type (`contact: {}`): the document accepts anything, so anything is sent.
      return isSchema(schema.properties) ? objectArbitrary(schema) : fc.jsonValue({ maxDepth: 2 });
  }
}
