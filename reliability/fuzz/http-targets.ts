import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { SERVICE_PATHS, SUPPORTED_LOCALES } from '@tracking/core';
import { feedbackBodySchema, preferencesBodySchema, WEBHOOK_STATUSES } from '@tracking/core/schemas';
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

/** What the targets need: real tracking, share, driver and webhook event ids (so some inputs reach the store). */
export interface TargetContext {
  trackingIds: readonly string[];
  shareIds: readonly string[];
  driverIds: readonly string[];
  webhookEventIds: readonly string[];
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

/** A query of optional parameters, each left out, given or hostile; plus, at times, one the route does not know. */
function optionalQuery(parameters: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const pairs = Object.entries(parameters).map(([name, value]) =>
    fc.option(
      value.map((given) => `${name}=${given}`),
      { nil: undefined },
    ),
  );
  const unknown = fc.oneof(
    { weight: 5, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('x=1', '__proto__[x]=1', 'status=pending&status=failed') },
  );
  return fc
    .tuple(...pairs, unknown)
    .map((parts) => parts.filter((part): part is string => part !== undefined).join('&'));
}

/** The webhook admin of the ingest API: the outbox listing (status, cursor) and sending an event again. */
function webhookTargets(eventIds: readonly string[], auth: Record<string, string>): HttpTarget[] {
  const status = fc.oneof(fc.constantFrom(...WEBHOOK_STATUSES), hostileSegment([]));
  return [
    {
      name: 'GET /ingest/webhooks/events',
      requests: optionalQuery({ status, cursor: hostileSegment(eventIds) }).map((query) => ({
        method: 'GET',
        url: `/ingest/webhooks/events?${query}`,
        headers: auth,
      })),
    },
    {
      name: 'POST /ingest/webhooks/events/{id}/retry',
      requests: fc
        .tuple(hostileSegment(eventIds), hostileBody(fc.constant({})))
        .map(([id, raw]) => withBody('POST', `/ingest/webhooks/events/${id}/retry`, raw, auth)),
    },
  ];
}

/** A household's share links (make, list, revoke) and the calendar entry: tracking ids or share ids. */
function shareAndCalendarTargets(trackingIds: readonly string[], shareIds: readonly string[]): HttpTarget[] {
  const ids = [...trackingIds, ...shareIds];
  const lang = fc.oneof(fc.constantFrom(...SUPPORTED_LOCALES), hostileSegment([]));
  return [
    {
      name: 'POST /tracking/share',
      requests: fc
        .tuple(trackingQuery(ids), hostileBody(fc.constant({})))
        .map(([query, raw]) => withBody('POST', `${SERVICE_PATHS.share}?${query}`, raw)),
    },
    {
      name: 'GET /tracking/share',
      requests: trackingQuery(ids).map((query) => ({
        method: 'GET',
        url: `${SERVICE_PATHS.share}?${query}`,
      })),
    },
    {
      name: 'DELETE /tracking/share',
      requests: fc
        .tuple(trackingQuery(ids), optionalQuery({ shareId: hostileSegment(shareIds) }))
        .map(([query, share]) => ({ method: 'DELETE', url: `${SERVICE_PATHS.share}?${query}&${share}` })),
    },
    {
      name: 'GET /tracking/calendar.ics',
      requests: fc
        .tuple(trackingQuery(ids), optionalQuery({ lang }))
        .map(([query, rest]) => ({ method: 'GET', url: `${SERVICE_PATHS.calendar}?${query}&${rest}` })),
    },
  ];
}

/** Every public and ingest endpoint, with inputs generated from and around its zod schema. */
export function httpTargets(context: TargetContext): HttpTarget[] {
  const { trackingIds, driverIds, ingestKey } = context;
  const auth = { authorization: `Bearer ${ingestKey}` };
  const orderId = hostileSegment(trackingIds);
  const driverId = hostileSegment(driverIds);
  const body = (schema: Parameters<typeof arbitraryFromZod>[0]) => hostileBody(arbitraryFromZod(schema));
  const lng = fc.oneof(fc.constantFrom(...SUPPORTED_LOCALES), hostileSegment([]));
  return [
    ...webhookTargets(context.webhookEventIds, auth),
    ...shareAndCalendarTargets(trackingIds, context.shareIds),
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
