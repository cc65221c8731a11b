import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { isLevelLogged } from '../observability/lazy-child-logger';
import { requestId } from '../observability/request-id';
import { clientAddress, type TrustFunction } from '../security/trust-proxy';
import type { Door, DoorAnswer, DoorRequest } from './door';

/** The last of a header's comma-separated entries: the one the nearest proxy added (as Fastify reads it). */
const lastEntry = (value: string | string[]) => {
  const text = Array.isArray(value) ? value.join(',') : value;
  return text.slice(text.lastIndexOf(',') + 1).trim();
};

/**
 * A raw request read as Fastify's request reads it under the service's TRUST_PROXY rule: the client's address
 * past trusted proxies, and the scheme and host a trusted proxy forwards. Each is read only when asked for.
 */
export class RawDoorRequest implements DoorRequest {
  private givenId: string | undefined;

  constructor(
    readonly raw: IncomingMessage,
    private readonly trust: TrustFunction,
  ) {}

  get id(): string {
    this.givenId ??= requestId(this.raw);
    return this.givenId;
  }

  get method(): string | undefined {
    return this.raw.method;
  }

  get url(): string {
    return this.raw.url ?? '/';
  }

  get headers(): IncomingMessage['headers'] {
    return this.raw.headers;
  }

  get ip(): string {
    return clientAddress(this.raw, this.trust);
  }

  private forwarded(header: 'x-forwarded-host' | 'x-forwarded-proto'): string | undefined {
    const value = this.raw.headers[header];
    const peer = this.raw.socket.remoteAddress;
    return value && peer !== undefined && this.trust(peer, 0) ? lastEntry(value) : undefined;
  }

  get host(): string {
    return this.forwarded('x-forwarded-host') ?? this.raw.headers.host ?? '';
  }

  get protocol(): string {
    return (
      this.forwarded('x-forwarded-proto') ?? ((this.raw.socket as TLSSocket).encrypted ? 'https' : 'http')
    );
  }
}

/** What the door needs besides Fastify to answer before it: known once the service is built. */
export interface RawDoorDeps {
  /** Whether the service is closing: then Fastify answers (Connection: close, or 503). */
  stopping(): boolean;
  /** Counts an answer in http_request_duration_seconds, as the whole pipeline's onResponse hook would. */
  observe(route: string, status: number, seconds: number): void;
  log: FastifyBaseLogger;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (the same options and timeouts), whose request
 * handler asks the door first. A hit answered here skips Fastify's routing, request and reply objects, hooks and
 * per-request logger: what a kept answer costs beyond a bare node:http server. It logs and counts the answer
 * as the pipeline would (one `request completed` line at info, with the request).
 */
export function doorServerFactory(
  door: Door,
  trust: TrustFunction,
): { serverFactory: NonNullable<FastifyServerOptions['serverFactory']>; open(deps: RawDoorDeps): void } {
  let deps: RawDoorDeps | undefined;
  const answeredAtDoor = (raw: IncomingMessage, response: Parameters<typeof door.answer>[2]): boolean => {
    if (!deps || raw.method !== 'GET' || raw.socket.remoteAddress === undefined || deps.stopping())
      return false;
    const started = performance.now();
    const request = new RawDoorRequest(raw, trust);
    const answer = door.answer(raw.method, request, response);
    if (!answer) return false;
    record(deps, answer, request, performance.now() - started);
    return true;
  };
  const serverFactory: NonNullable<FastifyServerOptions['serverFactory']> = (handler, options) => {
    const server: Server = createServer(options.http ?? {}, (raw, response) => {
      if (!answeredAtDoor(raw, response)) handler(raw, response);
    });
    // As Fastify sets up its own server (its defaults are in `options` by now).
    const timeouts = options as Partial<
      Record<'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout', number>
    >;
    if (timeouts.keepAliveTimeout !== undefined) server.keepAliveTimeout = timeouts.keepAliveTimeout;
    if (timeouts.requestTimeout !== undefined) server.requestTimeout = timeouts.requestTimeout;
    if (timeouts.connectionTimeout !== undefined) server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
  return {
    serverFactory,
    open: (opened) => {
      deps = opened;
    },
  };
}

function record(deps: RawDoorDeps, answer: DoorAnswer, request: RawDoorRequest, ms: number) {
  deps.observe(answer.route, answer.status, ms / 1000);
  if (!isLevelLogged(deps.log, 'info')) return;
  deps.log.info(
    { reqId: request.id, req: request, res: { statusCode: answer.status }, responseTime: ms },
    'request completed',
  );
}
