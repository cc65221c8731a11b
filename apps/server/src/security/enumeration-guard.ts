import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import { trackingIdSchema } from '@tracking/core/schemas';
import type { AppInstance } from '../http/zod-provider';
import type { MissCounter } from './miss-counter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route names a tracking id a guesser could probe: misses are counted and a blocked address refused. */
    guardsTrackingId?: boolean;
  }
}

/** Route options for a call a recipient's link makes with its tracking id. */
export const GUARDS_TRACKING_ID = { config: { guardsTrackingId: true } } as const;

/** Whether a public call missed: its tracking id is missing or malformed, or names no order (404). */
export function isTrackingMiss(trackingId: unknown, statusCode: number): boolean {
  if (statusCode === 429) return false;
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

/**
 * Refuses public tracking calls (429 with Retry-After) from an address that missed too often, and counts the
 * misses. The live socket applies the same counter to its handshake (routes/live).
 */
export function registerEnumerationGuard(app: AppInstance, counter: MissCounter): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPublicTrackingCall(request)) return;
    const blockedMs = await counter.blockedMs(request.ip);
    if (blockedMs === 0) return;
    reply.header('retry-after', String(retryAfterSeconds(blockedMs)));
    throw tooManyRequests();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPublicTrackingCall(request) && isTrackingMiss(trackingIdOf(request), reply.statusCode)) {
      await counter.recordMiss(request.ip);
    }
    return payload;
  });
  app.addHook('onClose', () => counter.close());
}
