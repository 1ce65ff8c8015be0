/** The parts of the OpenAPI 3.0 document (GET /api/openapi.json) the contract fuzzer reads. */

/** A JSON Schema object as the document writes it (OpenAPI 3.0 dialect). */
export type Schema = { [keyword: string]: unknown };

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface MediaType {
  schema?: Schema;
}

interface DocumentedResponse {
  description: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, DocumentedResponse>;
  'x-staff-role'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface DocumentedOperation {
  method: string;
  path: string;
  operation: Operation;
}

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
}

export const securitySchemes = (operation: Operation): string[] =>
  Object.keys(operation.security?.[0] ?? {});

/**
 * `schema` with every `#/components/schemas/…` reference replaced by the component itself, and
 * turned into the JSON Schema (draft-07) Ajv reads: OpenAPI 3.0 writes `nullable: true` and a
 * boolean `exclusiveMinimum` beside `minimum`, and `format: binary` for a file, which no
 * validator knows.
 */
export function toJsonSchema(
  schema: Schema,
  document: OpenApiDocument,
  seen: string[] = [],
): Schema {
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    return isSchema(value) ? toJsonSchema(value, document, seen) : value;
  };
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    const component = document.components.schemas[name];
    if (component === undefined || seen.includes(name)) throw new Error(`unresolvable ${ref}`);
    return toJsonSchema(component, document, [...seen, name]);
  }
  const { nullable, exclusiveMinimum, exclusiveMaximum, format, ...rest } = schema;
  const converted: Schema = {};
  for (const [keyword, value] of Object.entries(rest)) {
    // `properties` maps names to schemas; any other object-valued keyword is a schema itself.
    converted[keyword] =
      keyword === 'properties' && isSchema(value)
        ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, convert(item)]))
        : convert(value);
  }
  if (format !== undefined && format !== 'binary') converted.format = format;
  if (exclusiveMinimum === true && typeof rest.minimum === 'number') {
    converted.exclusiveMinimum = rest.minimum;
    delete converted.minimum;
  } else if (typeof exclusiveMinimum === 'number') converted.exclusiveMinimum = exclusiveMinimum;
  if (exclusiveMaximum === true && typeof rest.maximum === 'number') {
    converted.exclusiveMaximum = rest.maximum;
    delete converted.maximum;
  } else if (typeof exclusiveMaximum === 'number') converted.exclusiveMaximum = exclusiveMaximum;
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}
