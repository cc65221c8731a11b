import type { FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { addressGroup } from '../security/address-group';
import type { ConnectionCounter } from '../security/connection-limits';
import type { MissCounter } from '../security/miss-counter';
import { isPrefetch } from '../security/prefetch';
import { securityHeaders } from './security-headers';
import type { AppInstance } from './zod-provider';

/** An answer given at the door: its status, its own headers, and its bytes. */
export interface DoorAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

/**
 * A route's fast answer for a request it can answer from memory, or undefined (the whole pipeline answers).
 * `admitted` is called once the request is known to be the keeper's, before anything is looked up: false means
 * the whole way (the address is blocked, at its miss limit or has too many requests under way).
 */
export type DoorKeeper = (request: FastifyRequest, admitted: () => boolean) => DoorAnswer | undefined;

export interface DoorDeps {
  /** Requests under way per address group, shared with the hook that caps them (OPEN_REQUESTS_PER_ADDRESS). */
  openRequests: ConnectionCounter;
  perAddress: number;
  misses: MissCounter;
}

/**
 * The first onRequest hook: answers a GET that a keeper can answer from memory (a reload of a kept order's
 * answer or page) before Fastify's other hooks, validation and handler, with the headers the whole pipeline
 * would add (the security set, the request id) and the keeper's. Such a request takes its address's
 * open-request slot like any other, and skips the enumeration guard's reserve only for an address that is
 * neither blocked nor at its miss limit: a kept order is never a miss, so the guard would count nothing, and a
 * blocked guesser learns nothing of which ids are kept. A prefetch goes the whole way (the guard refuses it).
 */
export function registerDoor(app: AppInstance, deps: DoorDeps): { add(keeper: DoorKeeper): void } {
  const keepers: DoorKeeper[] = [];
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || keepers.length === 0 || isPrefetch(request.headers)) return done();
    let group: string | undefined;
    const admitted = () => {
      if (group !== undefined) return true;
      const candidate = addressGroup(request.ip);
      if (!deps.misses.admits(candidate) || !deps.openRequests.take(candidate, deps.perAddress)) return false;
      group = candidate;
      return true;
    };
    let answer: DoorAnswer | undefined;
    for (const keeper of keepers) {
      answer = keeper(request, admitted);
      if (answer || group !== undefined) break;
    }
    if (!answer) {
      if (group !== undefined) deps.openRequests.release(group);
      return done();
    }
    reply.hijack();
    reply.raw.writeHead(answer.status, {
      ...securityHeaders({ preview: false, https: request.protocol === 'https' }),
      [REQUEST_ID_HEADER]: request.id,
      ...answer.headers,
      'content-length': answer.body.length,
    });
    reply.raw.end(answer.body);
    if (group !== undefined) deps.openRequests.release(group);
  });
  return { add: (keeper) => keepers.push(keeper) };
}
