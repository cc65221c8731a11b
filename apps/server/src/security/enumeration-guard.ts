import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, tooManyRequests } from '../errors';
import { trackingIdSchema } from '@tracking/core/schemas';
import type { AppInstance } from '../http/zod-provider';
import { addressGroup } from './address-group';
import type { MissCounter } from './miss-counter';
import { requestSite } from './request-site';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route names a tracking id a guesser could probe: misses are counted and a blocked address refused. */
    guardsTrackingId?: boolean;
  }
  interface FastifyRequest {
    /** A miss was taken from this request's address before the lookup; it is given back on a hit. */
    missReserved: boolean;
  }
}

/** Route options for a call a recipient's link makes with its tracking id. */
export const GUARDS_TRACKING_ID = { config: { guardsTrackingId: true } } as const;

/** Whether a public call missed: its tracking id is missing or malformed, or names no order (404). */
export function isTrackingMiss(trackingId: unknown, statusCode: number): boolean {
  return !trackingIdSchema.safeParse(trackingId).success || statusCode === 404;
}

/** Retry-After in whole seconds (at least 1) for a block that lasts `ms` more. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function isPublicTrackingCall(request: FastifyRequest): boolean {
  return request.routeOptions.config.guardsTrackingId === true;
}

function trackingIdOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.trackingId;
}

/** The answer to a tracking call another site (or an image, script or frame) made a browser send. */
export const foreignRequest = () =>
  new HttpError(403, 'Tracking calls are answered only to the tracking page', undefined, 'forbidden');

/**
 * Guards public tracking calls: a call another site made a browser send gets 403 and no lookup (nor a miss on
 * the visitor's address); every other call takes a miss from its address group (IPv6 by /64) before the lookup,
 * given back when the id turns out to name an order, and a group past the limit gets 429 with Retry-After.
 * The live socket applies the same counter to its handshake (routes/live).
 */
export function registerEnumerationGuard(app: AppInstance, counter: MissCounter): void {
  app.decorateRequest('missReserved', false);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isPublicTrackingCall(request)) return;
    if (requestSite(request.headers, `${request.protocol}://${request.host}`) === 'foreign')
      throw foreignRequest();
  });
  // Once the body is in (a body that never comes takes no miss) and before validation and the lookup.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPublicTrackingCall(request)) return;
    const blockedMs = await counter.reserve(addressGroup(request.ip));
    if (blockedMs === 0) {
      request.missReserved = true;
      return;
    }
    reply.header('retry-after', String(retryAfterSeconds(blockedMs)));
    throw tooManyRequests();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.missReserved && !isTrackingMiss(trackingIdOf(request), reply.statusCode)) {
      request.missReserved = false;
      await counter.release(addressGroup(request.ip));
    }
    return payload;
  });
  app.addHook('onClose', () => counter.close());
}
