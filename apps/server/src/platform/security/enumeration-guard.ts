import type { FastifyRequest } from 'fastify';
import { Outcome, tooManyRequests } from '../outcomes/outcome';
import { isPrefetch, prefetchRefused } from './prefetch';
import { trackingIdSchema } from '@tracking/core/schemas';
import { callbackHook, callbackSendHook } from '../http/callback-hook';
import type { AppInstance } from '../http/zod-provider';
import { addressGroup } from './address-group';
import type { MissAnswerDelay } from './miss-answer-delay';
import { reserveSlot, type MissCounter } from './miss-counter';
import { requestSite } from './request-site';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route names a tracking id a guesser could probe: misses are counted and a blocked address refused. */
    guardsTrackingId?: boolean;
    /** A tracking page (the id in the path): a link followed from anywhere, so another site may open it. */
    trackingPage?: boolean;
  }
  interface FastifyRequest {
    /** A lookup slot was taken for this request's address before the lookup; its answer settles it. */
    missReserved: boolean;
  }
}

/** Route options for a call a recipient's link makes with its tracking id. */
export const GUARDS_TRACKING_ID = { config: { guardsTrackingId: true } } as const;

/**
 * Route options for a tracking page, /{trackingId}/…: its misses count like the API's, but a top-level
 * navigation from another site (the recipient's mail or messages) is the link doing its job, not a foreign call.
 */
export const GUARDS_TRACKING_PAGE = { config: { guardsTrackingId: true, trackingPage: true } } as const;

/** A top-level navigation: what following a link sends (no image, script or frame of another page). */
export function isNavigation(headers: FastifyRequest['headers']): boolean {
  const destination = headers['sec-fetch-dest'];
  return destination === undefined || destination === 'document';
}

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
  // A page names it in its path, an API call in its query.
  const source = (request.routeOptions.config.trackingPage === true ? request.params : request.query) as
    Record<string, unknown> | undefined;
  return source?.trackingId;
}

/** The answer to a tracking call another site (or an image, script or frame) made a browser send. */
export const foreignRequest = () =>
  new Outcome('forbidden', 'Tracking calls are answered only to the tracking page');

/**
 * Guards public tracking calls: a prefetch (Sec-Purpose or Purpose: prefetch, which any page's speculation rules
 * can make a browser send) gets 503 and no lookup; a call another site made a browser send gets 403 and no lookup
 * (nor a miss on the visitor's address); every other call takes a lookup slot of its address group (IPv6 by /64) before the
 * lookup, counted as a miss only when the id names no order, and a group past the limit gets 429 with
 * Retry-After. While misses across all addresses run above their limit, every miss's answer is held back.
 * The live socket applies the same counter and delay to its handshake (routes/live).
 */
export function registerEnumerationGuard(
  app: AppInstance,
  counter: MissCounter,
  missAnswers: MissAnswerDelay,
): void {
  app.decorateRequest('missReserved', false);
  app.addHook(
    'onRequest',
    callbackHook((request) => {
      if (!isPublicTrackingCall(request)) return;
      // Any page can make a browser prefetch any URL: no lookup, no count; the browser drops the answer.
      if (isPrefetch(request.headers)) throw prefetchRefused();
      // Following a link is a read; a posted form must come from the page itself like any other write.
      const read = request.method === 'GET' || request.method === 'HEAD';
      if (read && request.routeOptions.config.trackingPage === true && isNavigation(request.headers)) return;
      if (requestSite(request.headers, `${request.protocol}://${request.host}`) === 'foreign')
        throw foreignRequest();
    }),
  );
  // Once the body is in (a body that never comes takes no miss) and before validation and the lookup.
  app.addHook(
    'preValidation',
    callbackHook((request) => (isPublicTrackingCall(request) ? reserve(request) : undefined)),
  );
  app.addHook(
    'onSend',
    callbackSendHook((request, reply) =>
      request.missReserved ? settle(request, reply.statusCode) : undefined,
    ),
  );

  async function reserve(request: FastifyRequest): Promise<void> {
    const blockedMs = await reserveSlot(counter, addressGroup(request.ip));
    if (blockedMs === 0) {
      request.missReserved = true;
      return;
    }
    throw tooManyRequests(undefined, retryAfterSeconds(blockedMs));
  }

  async function settle(request: FastifyRequest, statusCode: number): Promise<void> {
    request.missReserved = false;
    const missed = isTrackingMiss(trackingIdOf(request), statusCode);
    await missAnswers.wait(await counter.settle(addressGroup(request.ip), missed));
  }
  app.addHook('onClose', () => counter.close());
}
