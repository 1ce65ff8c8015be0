import type { RequestBody, Variant } from './fuzz-case.ts';
import { isSchema, type Schema } from './openapi-document.ts';

/**
 * Path and query values no schema of the document accepts, or accepts only as text: numbers past
 * PostgreSQL integers and JavaScript's safe integers, negative and fractional ids, control
 * characters, overlong and non-ASCII text, and broken percent-encoding. Written as sent (already
 * percent-encoded).
 */
export const hostileUrlValues: readonly { kind: string; raw: string }[] = [
  { kind: 'number', raw: '-1' },
  { kind: 'number', raw: '0' },
  { kind: 'number', raw: '1.5' },
  { kind: 'number', raw: '2147483648' },
  { kind: 'number', raw: '9007199254740993' },
  { kind: 'number', raw: '99999999999999999999' },
  { kind: 'number', raw: '1e309' },
  { kind: 'number', raw: '0x1F' },
  { kind: 'number', raw: 'NaN' },
  { kind: 'text', raw: 'abc' },
  { kind: 'text', raw: '__proto__' },
  { kind: 'text', raw: '..%2F..%2Fetc%2Fpasswd' },
  { kind: 'text', raw: "'%20OR%201%3D1--" },
  { kind: 'text', raw: '%20' },
  { kind: 'control', raw: '%00' },
  { kind: 'control', raw: 'GR-%07X' },
  { kind: 'overlong', raw: 'x'.repeat(33) },
  { kind: 'overlong', raw: 'x'.repeat(300) },
  { kind: 'unicode', raw: '%C3%B1and%C3%BA%F0%9F%98%80' },
  { kind: 'unicode', raw: '%D9%A1%D9%A2%D9%A3' },
  // A lone UTF-16 surrogate as UTF-8, a cut escape, a bare percent sign: no valid text at all.
  { kind: 'encoding', raw: '%ED%A0%80' },
  { kind: 'encoding', raw: '%E0%A4%A' },
  { kind: 'encoding', raw: '%' },
];

/** A value nested `depth` arrays deep: finds recursion over request bodies that has no bound. */
const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

type Path = (string | number)[];
interface Field {
  path: Path;
  schema: Schema;
  value: unknown;
}

/** A body as a value plus raw JSON texts for the placeholders in it (numbers JSON can't hold). */
interface Mutated {
  value: unknown;
  raw: Record<string, string>;
}

const jsType = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;

/** The alternative of an `anyOf` that `value` was generated from (by its type). */
function alternativeFor(schema: Schema, value: unknown): Schema {
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown;
  if (!Array.isArray(alternatives)) return schema;
  const options = alternatives.filter(isSchema);
  const type = jsType(value);
  return (
    options.find((option) => option.type === type) ??
    options.find((option) => option.type === 'number' && type === 'integer') ??
    options.find((option) => option.type !== 'null') ??
    schema
  );
}

/** Every field of `value` under `schema`, nested objects and the first item of arrays included. */
function fieldsOf(schema: Schema, value: unknown, path: Path = []): Field[] {
  const chosen = alternativeFor(schema, value);
  const own = path.length > 0 ? [{ path, schema: chosen, value }] : [];
  if (path.length >= 3) return own;
  const properties = isSchema(chosen.properties) ? chosen.properties : undefined;
  if (properties && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return [
      ...own,
      ...Object.entries(properties).flatMap(([name, item]) =>
        isSchema(item) ? fieldsOf(item, record[name], [...path, name]) : [],
      ),
    ];
  }
  if (isSchema(chosen.items) && Array.isArray(value) && value.length > 0) {
    return [...own, ...fieldsOf(chosen.items, value[0], [...path, 0])];
  }
  return own;
}

function setAt(target: unknown, path: Path, value: unknown, remove = false): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => {
    return node !== null && typeof node === 'object'
      ? (node as Record<string | number, unknown>)[key]
      : undefined;
  }, target);
  const key = path.at(-1);
  if (parent === null || typeof parent !== 'object' || key === undefined) return;
  const record = parent as Record<string | number, unknown>;
  if (remove) delete record[key];
  else record[key] = value;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' ? value : fallback;

/** The replacements for one field: [kind, label, new value, raw JSON text if any]. */
function replacementsFor(field: Field): [string, string, unknown, string?][] {
  const { schema, value } = field;
  const type = typeof schema.type === 'string' ? schema.type : jsType(value);
  const replacements: [string, string, unknown, string?][] = [
    ['null', 'null', null],
    ['depth', '20000 nested arrays', undefined, deeplyNested(20_000)],
  ];
  if (Array.isArray(schema.enum)) replacements.push(['enum', '"not-an-option"', 'not-an-option']);
  switch (type) {
    case 'string': {
      const text = typeof value === 'string' ? value : 'texto';
      const over = numberOr(schema.maxLength, 100_000 - 1) + 1;
      replacements.push(
        ['type', '12345 (a number)', 12345],
        ['type', '["a"] (an array)', ['a']],
        ['control', 'NUL inside', `${text}\u0000`],
        ['control', 'ESC sequence', `\u001b[2J${text}`],
        ['overlong', `${over} characters`, 'x'.repeat(over)],
        ['unicode', 'lone surrogate', undefined, '"\\ud800"'],
        ['unicode', 'Arabic-Indic digits', '١٢٣٫٤٥'],
        ['number', '"1e400"', '1e400'],
        ['number', '"-1"', '-1'],
        ['text', 'empty', ''],
        ['text', 'only spaces', '   '],
      );
      break;
    }
    case 'integer':
    case 'number':
      replacements.push(
        ['type', '"12abc" (a text)', '12abc'],
        ['number', '-1', -1],
        ['number', '1.5', 1.5],
        ['number', '2147483648', 2147483648],
        ['number', '9007199254740993', undefined, '9007199254740993'],
        ['number', '1e400 (parses as Infinity)', undefined, '1e400'],
        ['number', '-0', undefined, '-0'],
      );
      break;
    case 'boolean':
      replacements.push(['type', '"true" (a text)', 'true'], ['type', '1', 1]);
      break;
    case 'array': {
      const item = Array.isArray(value) ? value[0] : 'x';
      const many = numberOr(schema.maxItems, 10_000) + 1;
      replacements.push(
        ['type', '{} (an object)', {}],
        ['array', 'empty array', []],
        ['array', `${many} items`, Array.from({ length: many }, () => item)],
        ['array', '[null]', [null]],
      );
      break;
    }
    case 'object':
      replacements.push(['type', '"x" (a text)', 'x'], ['type', '[] (an array)', []]);
      break;
    default:
      break;
  }
  return replacements;
}

function mutate(base: unknown, change: (copy: unknown, raw: Record<string, string>) => void) {
  const copy: unknown = structuredClone(base);
  const raw: Record<string, string> = {};
  change(copy, raw);
  return { value: copy, raw } satisfies Mutated;
}

function serialize({ value, raw }: Mutated): string {
  let text = JSON.stringify(value) ?? '';
  for (const [token, replacement] of Object.entries(raw)) {
    text = text.replace(JSON.stringify(token), () => replacement);
  }
  return text;
}

const json = 'application/json';

export function jsonBody(text: string, contentType = json): RequestBody {
  return { contentType, payload: text, summary: text };
}

/** Bodies of the wrong shape, syntax, media type or size: for every call that takes a body. */
export function malformedBodies(base: unknown): Variant<RequestBody>[] {
  const text = JSON.stringify(base ?? {});
  const inside = text.startsWith('{') && text !== '{}' ? `,${text.slice(1)}` : '}';
  const variant = (kind: string, label: string, body: RequestBody) => ({
    kind: `body:${kind}`,
    label,
    value: body,
  });
  return [
    variant('proto', '__proto__ key', jsonBody(`{"__proto__":{"role":"admin"}${inside}`)),
    variant(
      'proto',
      'constructor.prototype key',
      jsonBody(`{"constructor":{"prototype":{"role":"admin"}}${inside}`),
    ),
    variant('shape', 'an array', jsonBody(`[${text}]`)),
    variant('shape', 'null', jsonBody('null')),
    variant('shape', 'a string', jsonBody('"texto"')),
    variant('shape', 'a number', jsonBody('42')),
    variant('malformed', 'cut JSON', jsonBody(text.slice(0, Math.max(1, text.length - 1)))),
    variant('malformed', 'single quotes', jsonBody("{'a': 1}")),
    variant('malformed', 'empty JSON body', jsonBody('')),
    variant('media', 'text/plain', jsonBody(text, 'text/plain')),
    variant('media', 'form-urlencoded', jsonBody('a=1&b=2', 'application/x-www-form-urlencoded')),
    variant('media', 'application/xml', jsonBody('<a>1</a>', 'application/xml')),
    variant('media', 'JSON in UTF-16', jsonBody(text, 'application/json; charset=utf-16')),
    variant('media', 'a +json type', jsonBody(text, 'application/merge-patch+json')),
    variant('malformed', 'a byte order mark first', jsonBody(`\ufeff${text}`)),
    variant('size', '1.1 MB of JSON', {
      contentType: json,
      payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
      summary: '{"padding":"xxx…"} (1.1 MB)',
    }),
    variant('size', 'an array of 500000 items', {
      contentType: json,
      payload: `[${'0,'.repeat(499_999)}0]`,
      summary: '[0,0,0,…] (500000 items)',
    }),
    variant('depth', '20000 nested arrays as the body', jsonBody(deeplyNested(20_000))),
    variant('depth', '20000 nested objects as the body', {
      contentType: json,
      payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
      summary: '{"a":{"a":… (20000 deep)',
    }),
  ];
}

/**
 * Bodies that break the documented schema one field at a time, starting from `base` (a valid
 * body): each required field missing, each field of the wrong type, with control characters,
 * too long, out of range or nested without end, and one unknown field.
 */
export function invalidJsonBodies(schema: Schema, base: unknown): Variant<RequestBody>[] {
  const variants: Variant<RequestBody>[] = [];
  const add = (kind: string, label: string, mutated: Mutated) => {
    const text = serialize(mutated);
    variants.push({ kind: `body:${kind}`, label, value: jsonBody(text) });
  };
  const objects = [{ path: [] as Path, schema, value: base }, ...fieldsOf(schema, base)];
  for (const field of objects) {
    const required = Array.isArray(field.schema.required) ? field.schema.required.map(String) : [];
    for (const name of required) {
      const path = [...field.path, name];
      add(
        'missing',
        `${path.join('.')} missing`,
        mutate(base, (copy) => setAt(copy, path, undefined, true)),
      );
    }
  }
  for (const field of fieldsOf(schema, base)) {
    for (const [kind, label, value, rawText] of replacementsFor(field)) {
      add(
        kind,
        `${field.path.join('.')} = ${label}`,
        mutate(base, (copy, raw) => {
          // One replacement per body: one placeholder name is enough.
          if (rawText !== undefined) raw.__raw__ = rawText;
          setAt(copy, field.path, rawText === undefined ? value : '__raw__');
        }),
      );
    }
  }
  if (base !== null && typeof base === 'object' && !Array.isArray(base)) {
    add(
      'extra',
      'an unknown field',
      mutate(base, (copy) => setAt(copy, ['unexpected'], 'x')),
    );
  }
  return [...variants, ...malformedBodies(base)];
}
