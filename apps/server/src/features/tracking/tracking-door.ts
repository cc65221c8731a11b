import type { FastifyRequest } from 'fastify';
import { LINK_VALID_UNTIL_HEADER, SERVICE_PATHS, TRACKING_ID_PATTERN } from '@tracking/core';
import type { AppInstance } from '../../platform/http/zod-provider';
import { securityHeaders } from '../../platform/http/security-headers';
import { REQUEST_ID_HEADER } from '../../platform/observability/request-id';
import { addressGroup } from '../../platform/security/address-group';
import type { ConnectionCounter } from '../../platform/security/connection-limits';
import type { MissCounter } from '../../platform/security/miss-counter';
import { isPrefetch } from '../../platform/security/prefetch';
import { requestSite } from '../../platform/security/request-site';

const PATHS = new Set([SERVICE_PATHS.tracking, `${SERVICE_PATHS.tracking}/`]);
const ID_PARAMETER = 'trackingId=';

/**
 * The id of `GET /tracking/?trackingId=ID` as the page asks for it: nothing else in the query, the id plain (no
 * percent-encoding) and of the tracking id's shape. Undefined for any other URL: the whole pipeline judges it.
 */
export function doorTrackingId(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0 || !PATHS.has(url.slice(0, query))) return undefined;
  if (!url.startsWith(ID_PARAMETER, query + 1)) return undefined;
  const id = url.slice(query + 1 + ID_PARAMETER.length);
  return TRACKING_ID_PATTERN.test(id) ? id : undefined;
}

export interface DoorDeps {
  /** Requests under way per address group, shared with the hook that caps them (OPEN_REQUESTS_PER_ADDRESS). */
  openRequests: ConnectionCounter;
  perAddress: number;
  misses: MissCounter;
  /** The answer this instance holds for an order's own id (order-views `keptAnswer`). */
  keptAnswer: (trackingId: string) => { answer: Buffer; validUntil: Date } | undefined;
}

/** Whatever the guard's first hook would refuse or question goes the whole way (enumeration-guard.ts). */
function isPlainPageCall(request: FastifyRequest): boolean {
  if (isPrefetch(request.headers)) return false;
  return requestSite(request.headers, `${request.protocol}://${request.host}`) === 'ours';
}

/**
 * Answers a recipient's reload of an order this instance holds before Fastify's hooks, validation and handler:
 * the kept bytes with the headers the whole pipeline would send (the security set, the request id, no-store,
 * Link-Valid-Until). It takes the address's open-request slot like any request, and skips the enumeration
 * guard's reserve only for an address that is neither blocked nor at its miss limit (a hit is never a miss, so
 * the guard would count nothing). Everything else (a miss, a share id, an expired link, a first open to report,
 * an odd query, a prefetch or another site's call, a full address) continues to the hooks that follow. Must be
 * the first onRequest hook.
 */
export function registerTrackingDoor(app: AppInstance, deps: DoorDeps): void {
  app.addHook('onRequest', (request, reply, done) => {
    const trackingId = request.method === 'GET' ? doorTrackingId(request.url) : undefined;
    if (trackingId === undefined || !isPlainPageCall(request)) return done();
    const group = addressGroup(request.ip);
    if (!deps.misses.admits(group) || !deps.openRequests.take(group, deps.perAddress)) return done();
    const kept = deps.keptAnswer(trackingId);
    if (!kept) {
      deps.openRequests.release(group);
      return done();
    }
    reply.hijack();
    reply.raw.writeHead(200, {
      ...securityHeaders({ preview: false, https: request.protocol === 'https' }),
      [REQUEST_ID_HEADER]: request.id,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      [LINK_VALID_UNTIL_HEADER]: kept.validUntil.toISOString(),
      'content-length': kept.answer.length,
    });
    reply.raw.end(kept.answer);
    deps.openRequests.release(group);
  });
}
