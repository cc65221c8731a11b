import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { addressGroup } from '../security/address-group';
import type { ConnectionCounter } from '../security/connection-limits';
import type { MissCounter } from '../security/miss-counter';
import { isPrefetch } from '../security/prefetch';
import { securityHeaders } from './security-headers';
import type { AppInstance } from './zod-provider';

/** An answer given at the door: its status, its own headers, its bytes, and the route it would have taken. */
export interface DoorAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** The route pattern the whole pipeline labels this answer's metrics with. */
  route: string;
}

/** What a keeper reads of a request: Fastify's request, or the door's reading of the raw one (raw-door.ts). */
export interface DoorRequest {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** `http` or `https`, or what a trusted proxy says (X-Forwarded-Proto), as Fastify reads it. */
  readonly protocol: string;
  readonly host: string;
  readonly ip: string;
  /** The request id (x-request-id): the caller's when valid, else a new one. */
  readonly id: string;
}

/**
 * A route's fast answer for a request it can answer from memory, or undefined (the whole pipeline answers).
 * `admitted` is called once the request is known to be the keeper's, before anything is looked up: false means
 * the whole way (the address is blocked, at its miss limit or has too many requests under way).
 */
export type DoorKeeper = (request: DoorRequest, admitted: () => boolean) => DoorAnswer | undefined;

export interface DoorDeps {
  /** Requests under way per address group, shared with the hook that caps them (OPEN_REQUESTS_PER_ADDRESS). */
  openRequests: ConnectionCounter;
  perAddress: number;
  misses: MissCounter;
}

/**
 * Answers a GET that a keeper can answer from memory (a reload of a kept order's answer or page), with the
 * headers the whole pipeline would add (the security set, the request id) and the keeper's. Such a request takes
 * its address's open-request slot like any other, and skips the enumeration guard's reserve only for an address
 * that is neither blocked nor at its miss limit: a kept order is never a miss, so the guard would count nothing,
 * and a blocked guesser learns nothing of which ids are kept. A prefetch goes the whole way (the guard refuses it).
 *
 * It stands twice: in the server's own request handler, before Fastify (`serverFactory`), and as the first
 * onRequest hook, for what reaches Fastify another way (`inject`) or was not the door's before routing.
 */
export class Door {
  private readonly keepers: DoorKeeper[] = [];
  private deps: DoorDeps | undefined;

  /** Lets requests in once the limits it shares exist; until then every request goes the whole way. */
  open(deps: DoorDeps): void {
    this.deps = deps;
  }

  add(keeper: DoorKeeper): void {
    this.keepers.push(keeper);
  }

  /**
   * Writes the answer a keeper gives `request` to `response` and returns it; undefined (nothing written) when
   * the whole pipeline must answer.
   */
  answer(method: string | undefined, request: DoorRequest, response: ServerResponse): DoorAnswer | undefined {
    const deps = this.deps;
    if (method !== 'GET' || !deps || this.keepers.length === 0 || isPrefetch(request.headers))
      return undefined;
    let group: string | undefined;
    const admitted = () => {
      if (group !== undefined) return true;
      const candidate = addressGroup(request.ip);
      if (!deps.misses.admits(candidate) || !deps.openRequests.take(candidate, deps.perAddress)) return false;
      group = candidate;
      return true;
    };
    let answer: DoorAnswer | undefined;
    for (const keeper of this.keepers) {
      answer = keeper(request, admitted);
      if (answer || group !== undefined) break;
    }
    if (answer) {
      response.writeHead(answer.status, {
        ...securityHeaders({ preview: false, https: request.protocol === 'https' }),
        [REQUEST_ID_HEADER]: request.id,
        ...answer.headers,
        'content-length': answer.body.length,
      });
      response.end(answer.body);
    }
    if (group !== undefined) deps.openRequests.release(group);
    return answer;
  }
}

/** The door as Fastify's first onRequest hook: a request it answers is taken out of Fastify's hands. */
export function registerDoorHook(app: AppInstance, door: Door): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (door.answer(request.method, request, reply.raw)) reply.hijack();
    else done();
  });
}
