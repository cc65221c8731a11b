import type { FastifySchema } from 'fastify';
import { sample } from 'openapi-sampler';
import { z } from 'zod';
import type { ComponentSchemas } from './openapi-components';
import { isErrorBody, type JsonSchema } from './openapi-components';
import { ERROR_EXAMPLES, implicitErrors } from './openapi-errors';
import { describeBudget, type RouteBudget } from '../security/write-budget';
import { policyDescription } from './openapi-policy';

type Media = { schema?: unknown; example?: unknown };
type Operation = { responses?: Record<string, { content?: Record<string, Media> }> };

/**
 * Gives every answer of the finished document an example (@fastify/swagger drops examples beside a $ref): an
 * error its status's example, a success one drawn from its schema by openapi-sampler (Redoc's sampler).
 */
export function addExamples(document: { paths?: object }): void {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (!media?.schema || media.example !== undefined) continue;
        const isError = (media.schema as { $ref?: string }).$ref === '#/components/schemas/Error';
        media.example = isError
          ? (ERROR_EXAMPLES[Number(status)] ?? ERROR_EXAMPLES[500])
          : sample(
              media.schema as Parameters<typeof sample>[0],
              { skipWriteOnly: true, quiet: true, enablePatterns: true },
              document,
            );
      }
    }
  }
}

interface RouteSchemaForDocs {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  response?: unknown;
  security?: FastifySchema['security'];
  operationId?: string;
  description?: string;
  hide?: boolean;
}

interface RouteForDocs {
  method: string | string[];
  config?: {
    guardsTrackingId?: boolean;
    budget?: RouteBudget;
    merchant?: boolean;
    audiences?: readonly string[];
  };
}

/** Names a client calls each operation by: `getOrder`, not `get_ingest_orders_trackingId`. */
const OPERATION_IDS: Record<string, string> = {
  'GET /tracking': 'getTracking',
  'POST /tracking/preferences': 'savePreferences',
  'POST /tracking/feedback': 'sendFeedback',
  'POST /ingest/orders': 'createOrder',
  'GET /ingest/orders': 'listOrders',
  'GET /ingest/orders/:trackingId': 'getOrder',
  'PATCH /ingest/orders/:trackingId': 'updateOrder',
  'POST /ingest/orders/:trackingId/events': 'addOrderEvent',
  'POST /ingest/orders/:trackingId/anonymise': 'anonymiseOrder',
  'PUT /ingest/accounts/:accountId': 'putAccount',
  'POST /ingest/drivers/:driverId/positions': 'addDriverPositions',
  'PUT /ingest/drivers/:driverId/route': 'putDriverRoute',
  'GET /ingest/webhooks/events': 'listWebhookEvents',
  'POST /ingest/webhooks/events/:id/retry': 'retryWebhookEvent',
  'GET /locale/:fileName': 'getLocale',
  'GET /healthz': 'getHealth',
};

/** A route missing from the list still gets a stable id from its method and path. */
export function operationId(method: string, url: string): string {
  const known = OPERATION_IDS[`${method} ${url}`];
  if (known) return known;
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

const INGEST_WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * @fastify/swagger transform: each route's zod schemas become JSON Schema referring to the named components,
 * every operation gets its id, its security (none on public routes) and every error it can answer, each with an
 * example.
 */
export function createOpenApiTransform(components: ComponentSchemas) {
  const json = (value: unknown, io: 'input' | 'output') =>
    value instanceof z.ZodType ? components.toJson(value, io) : value;

  return ({ schema, url, route }: { schema: RouteSchemaForDocs; url: string; route: RouteForDocs }) => {
    if (schema.hide) return { schema, url };
    const method = [route.method].flat()[0] ?? 'GET';
    const transformed: RouteSchemaForDocs = {
      ...schema,
      operationId: schema.operationId ?? operationId(method, url),
      security: schema.security ?? [],
    };
    for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
      if (schema[part] !== undefined) transformed[part] = json(schema[part], 'input');
    }
    const budget = route.config?.budget;
    const policy = {
      guarded: route.config?.guardsTrackingId === true,
      idempotent: url.startsWith('/ingest/') && INGEST_WRITES.has(method),
      ingest: url.startsWith('/ingest/'),
      merchant: route.config?.merchant === true,
      audiences: route.config?.audiences ?? [],
      budget: typeof budget === 'object' ? describeBudget(budget) : undefined,
    };
    transformed.description = [schema.description, policyDescription(policy)].filter(Boolean).join('\n\n');
    const errors = implicitErrors({ ...policy, hasBody: schema.body !== undefined });
    const responses: Record<string, unknown> = {};
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = errorResponse(description);
    }
    for (const [status, value] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
      responses[status] = isErrorBody(value)
        ? errorResponse(value.description ?? 'Error')
        : json(value, 'output');
    }
    if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
      responses[200] = { description: 'Success', type: 'object' };
    }
    transformed.response = responses;
    return { schema: transformed, url };
  };
}

function errorResponse(description: string): JsonSchema {
  return { $ref: '#/components/schemas/Error', description };
}
