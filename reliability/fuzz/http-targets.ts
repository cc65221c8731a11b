import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { SUPPORTED_LOCALES } from '@tracking/core';
import { feedbackBodySchema, preferencesBodySchema } from '@tracking/core/schemas';
import {
  accountBodySchema,
  addEventBodySchema,
  createOrderBodySchema,
  positionsBodySchema,
  routeBodySchema,
  updateOrderBodySchema,
} from '@tracking/core/schemas';
import { hostileBody, hostileSegment, type RawBody } from './hostile';
import { arbitraryFromZod } from './schema-arbitrary';

/** One endpoint under fuzz: a name for the figures and the requests to send it. */
export interface HttpTarget {
  name: string;
  requests: fc.Arbitrary<InjectOptions>;
}

/** What the targets need: real tracking ids and driver ids (so some inputs reach the store) and the key. */
export interface TargetContext {
  trackingIds: readonly string[];
  driverIds: readonly string[];
  ingestKey: string;
}

function withBody(
  method: InjectOptions['method'],
  url: string,
  body: RawBody,
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method,
    url,
    payload: body.payload,
    headers: { ...headers, ...(body.contentType && { 'content-type': body.contentType }) },
  };
}

/** The tracking id query: one, repeated (an array), missing, or hostile. */
function trackingQuery(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileSegment(ids).map((id) => `trackingId=${id}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileSegment(ids), hostileSegment(ids))
        .map(([a, b]) => `trackingId=${a}&trackingId=${b}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'trackingid=x',
        'trackingId',
        '__proto__[x]=1&trackingId=x',
        'constructor[prototype][x]=1',
      ),
    },
  );
}

/** Every public and ingest endpoint, with inputs generated from and around its zod schema. */
export function httpTargets({ trackingIds, driverIds, ingestKey }: TargetContext): HttpTarget[] {
  const auth = { authorization: `Bearer ${ingestKey}` };
  const orderId = hostileSegment(trackingIds);
  const driverId = hostileSegment(driverIds);
  const body = (schema: Parameters<typeof arbitraryFromZod>[0]) => hostileBody(arbitraryFromZod(schema));
  const lng = fc.oneof(fc.constantFrom(...SUPPORTED_LOCALES), hostileSegment([]));
  return [
    {
      name: 'GET /tracking/',
      requests: trackingQuery(trackingIds).map((query) => ({ method: 'GET', url: `/tracking/?${query}` })),
    },
    {
      name: 'POST /tracking/preferences',
      requests: fc
        .tuple(trackingQuery(trackingIds), body(preferencesBodySchema))
        .map(([query, raw]) => withBody('POST', `/tracking/preferences?${query}`, raw)),
    },
    {
      name: 'POST /tracking/feedback',
      requests: fc
        .tuple(trackingQuery(trackingIds), body(feedbackBodySchema))
        .map(([query, raw]) => withBody('POST', `/tracking/feedback?${query}`, raw)),
    },
    {
      name: 'GET /locale/{lng}.json',
      requests: lng.map((value) => ({ method: 'GET', url: `/locale/${value}.json` })),
    },
    {
      name: 'GET page paths',
      requests: fc.array(hostileSegment(trackingIds), { minLength: 0, maxLength: 4 }).map((segments) => ({
        method: 'GET',
        url: `/${segments.join('/')}`,
        headers: { accept: 'text/html' },
      })),
    },
    {
      name: 'POST /ingest/orders',
      requests: body(createOrderBodySchema).map((raw) => withBody('POST', '/ingest/orders', raw, auth)),
    },
    {
      name: 'GET /ingest/orders/{id}',
      requests: orderId.map((id) => ({ method: 'GET', url: `/ingest/orders/${id}`, headers: auth })),
    },
    {
      name: 'PATCH /ingest/orders/{id}',
      requests: fc
        .tuple(orderId, body(updateOrderBodySchema))
        .map(([id, raw]) => withBody('PATCH', `/ingest/orders/${id}`, raw, auth)),
    },
    {
      name: 'POST /ingest/orders/{id}/events',
      requests: fc
        .tuple(orderId, body(addEventBodySchema))
        .map(([id, raw]) => withBody('POST', `/ingest/orders/${id}/events`, raw, auth)),
    },
    {
      name: 'PUT /ingest/accounts/{id}',
      requests: fc
        .tuple(driverId, body(accountBodySchema))
        .map(([id, raw]) => withBody('PUT', `/ingest/accounts/${id}`, raw, auth)),
    },
    {
      name: 'POST /ingest/drivers/{id}/positions',
      requests: fc
        .tuple(driverId, body(positionsBodySchema))
        .map(([id, raw]) => withBody('POST', `/ingest/drivers/${id}/positions`, raw, auth)),
    },
    {
      name: 'PUT /ingest/drivers/{id}/route',
      requests: fc
        .tuple(driverId, body(routeBodySchema))
        .map(([id, raw]) => withBody('PUT', `/ingest/drivers/${id}/route`, raw, auth)),
    },
    {
      name: 'ingest without the key',
      requests: fc
        .tuple(
          fc.constantFrom('Bearer ', 'Bearer x', 'Basic abc', `Bearer ${ingestKey}x`, ''),
          body(createOrderBodySchema),
        )
        .map(([authorization, raw]) =>
          withBody('POST', '/ingest/orders', raw, authorization ? { authorization } : {}),
        ),
    },
  ];
}
