import { LINK_VALID_UNTIL_HEADER, SERVICE_PATHS } from '@tracking/core';
import type { JsonSchema } from './openapi-components';

interface Response {
  description?: string;
  headers?: Record<string, unknown>;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, Response>;
}

const WRITES = new Set(['post', 'put', 'patch']);

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 0 } satisfies JsonSchema,
};
const REPLAYED = {
  description: "Present ('true') when the answer is the first call's with this Idempotency-Key, sent again",
  schema: { type: 'string', enum: ['true'] } satisfies JsonSchema,
};
const LINK_VALID_UNTIL = {
  description:
    'Until when the link surely opens the order: its expiry once the order is final, before that the earliest it could expire. A copy kept offline is not shown past it',
  schema: { type: 'string', format: 'date-time' } satisfies JsonSchema,
};
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    "A unique key per intended change (a UUID): a call sent again with it within 24 hours gets the first call's answer (Idempotent-Replayed: true) instead of doing the work twice; with another body it is a 422",
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/**
 * Declares the headers the service reads and sends beyond the bodies: `Idempotency-Key` on every ingest write,
 * `Idempotent-Replayed` on what those writes answer, `Retry-After` on every 429 and 503, the link's validity on
 * the order's 200.
 */
export function addHeaders(document: { paths?: object }): void {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const idempotent = path.startsWith('/ingest/') && WRITES.has(method);
      if (idempotent) operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY];
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (path === SERVICE_PATHS.tracking && method === 'get' && status === '200')
          response.headers = { ...response.headers, [LINK_VALID_UNTIL_HEADER]: LINK_VALID_UNTIL };
        else if (status === '429' || status === '503')
          response.headers = { ...response.headers, 'Retry-After': RETRY_AFTER };
        else if (idempotent) response.headers = { ...response.headers, 'Idempotent-Replayed': REPLAYED };
      }
    }
  }
}
