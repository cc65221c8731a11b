import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema (and so the OpenAPI document) writes for our wire schemas. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Caps so a generated valid-looking body stays within the body limits most of the time. */
const MAX_ITEMS = 8;
const MAX_LENGTH = 64;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  // Never another host: a webhook endpoint made by the fuzzer would be sent events.
  if (schema.format === 'uri') return fc.webPath().map((path) => `http://127.0.0.1:9${path}`);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? MAX_LENGTH, MAX_LENGTH)),
  });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Finds what a `$ref` names (`#/components/schemas/X`); a document without references finds none. */
type Resolve = (ref: string) => JsonSchema;
const noReferences: Resolve = (ref) => {
  throw new Error(`unresolved $ref ${ref}`);
};

function objectArbitrary(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fromJsonSchema(value, resolve)]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
}

/** Values shaped by the schema (refinements and transforms are not in JSON Schema: those are fuzzed around). */
export function fromJsonSchema(schema: JsonSchema, resolve: Resolve = noReferences): fc.Arbitrary<unknown> {
  if (schema.$ref) return fromJsonSchema(resolve(schema.$ref), resolve);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => fromJsonSchema(member, resolve)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], resolve);
  if (Array.isArray(schema.type) && schema.type.length > 1)
    return fc.oneof(...schema.type.map((type) => fromJsonSchema({ ...schema, type }, resolve)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectArbitrary(schema, resolve);
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, resolve), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Inputs generated from a zod schema through its JSON Schema: mostly valid in shape, often not in detail. */
export function arbitraryFromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}
