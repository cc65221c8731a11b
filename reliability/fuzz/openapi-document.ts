import type { JsonSchema } from './schema-arbitrary';

/** The parts of the service's OpenAPI 3.1 document (`app.swagger()`) the fuzzer reads. */
export interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  /** `[]` on a public route; absent: the document's own. */
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
  security?: Record<string, string[]>[];
}

/** One operation of the document, named as the figures and the hand-written targets name it: `POST /tracking/push`. */
export interface DocumentedOperation {
  key: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
  /** True when the call needs the ingest key (or a merchant's). */
  secured: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every operation (path and method) the document lists. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, value]) => {
        const operation = value as OpenApiOperation;
        const security = operation.security ?? document.security ?? [];
        return {
          key: operationKey(method, path),
          method: method.toUpperCase(),
          path,
          operation,
          secured: security.some((requirement) => Object.keys(requirement).length > 0),
        };
      }),
  );
}

/** Resolves `#/components/schemas/X` references of the document. */
export function schemaResolver(document: OpenApiDocument): (ref: string) => JsonSchema {
  return (ref) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const schema = name === undefined ? undefined : document.components?.schemas?.[name];
    if (!schema) throw new Error(`the document has no schema ${ref}`);
    return schema;
  };
}
