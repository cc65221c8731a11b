import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyBaseLogger,
} from 'fastify';
import type { z } from 'zod';
import { invalidRequest } from '../outcomes/outcome';
import { fieldErrorsFromZod } from './errors';

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
