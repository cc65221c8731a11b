import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyBaseLogger,
} from 'fastify';
import { z } from 'zod';
import { fieldErrorsFromZod, invalidRequest } from '../errors';

/** Lets route schemas be zod schemas: handlers get the parsed types of params, query and body. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Validates with the route's zod schema; a failure is a 400 naming every bad field. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data) => {
    const result = schema.safeParse(data ?? undefined);
    return result.success
      ? { value: result.data }
      : { error: invalidRequest(fieldErrorsFromZod(result.error)) };
  };
};

/** Responses are built from typed values, so plain JSON serialisation is enough. */
export const jsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

function toJsonSchema(value: unknown, io: 'input' | 'output'): unknown {
  if (!isZodSchema(value)) return value;
  const { $schema: _draft, ...schema } = z.toJSONSchema(value, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return schema;
}

interface RouteSchemaForDocs {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  response?: unknown;
}

/** @fastify/swagger transform: turns a route's zod schemas into the JSON Schema of the OpenAPI document. */
export function zodSchemaToOpenApi<S extends RouteSchemaForDocs>({
  schema,
  url,
}: {
  schema: S;
  url: string;
}) {
  const transformed: RouteSchemaForDocs = { ...schema };
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[part] !== undefined) transformed[part] = toJsonSchema(schema[part], 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    transformed.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, value]) => [status, toJsonSchema(value, 'output')]),
    );
  }
  return { schema: transformed, url };
}
