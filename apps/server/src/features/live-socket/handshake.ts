import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { LIVE_USER_TYPE } from '@tracking/core';
import { fieldErrorsFromZod, routeNotFound } from '../../platform/http/errors';
import { rawErrorAnswer } from '../../platform/http/raw-answer';
import { forbidden, invalidRequest, Outcome, tooManyRequests } from '../../platform/outcomes/outcome';
import { isOriginAllowed } from './origin';
import { LIVE_PATH, liveQuerySchema } from './schema';

/** A handshake we refuse before the upgrade: the outcome (its status from the one table) and extra headers. */
export interface Refusal {
  refused: Outcome;
  headers?: Record<string, string>;
}

/** The refusal of an address that probed too many unknown tracking ids. */
export function tooManyMisses(retryAfterSeconds: number): Refusal {
  return { refused: tooManyRequests(), headers: { 'Retry-After': String(retryAfterSeconds) } };
}

/** The query as HTTP routes see it: a parameter given twice is a list, which the schema refuses. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? (values[0] ?? '') : values];
    }),
  );
}

/**
 * The query of a handshake as the page sends it (user_type right, each parameter once), read by hand: the
 * bulk of handshakes, a reconnect storm's among them, skip the schema. Undefined for anything else, which the
 * schema then judges (and words the refusal of).
 */
export function plainLiveQuery(params: Iterable<[string, string]>): { trackingId: string } | undefined {
  let trackingId: string | undefined;
  let userType: string | undefined;
  for (const [key, value] of params) {
    if (key === 'trackingId') {
      if (trackingId !== undefined) return undefined;
      trackingId = value;
    } else if (key === 'user_type') {
      if (userType !== undefined) return undefined;
      userType = value;
    }
  }
  return userType === LIVE_USER_TYPE ? { trackingId: trackingId ?? '' } : undefined;
}

/**
 * The pairs of a query string with nothing to decode (no `%`, no `+`), split as URLSearchParams would split
 * them; undefined when something needs decoding, for URLSearchParams to do.
 */
export function undecodedPairs(query: string): [string, string][] | undefined {
  if (query.includes('%') || query.includes('+')) return undefined;
  const pairs: [string, string][] = [];
  for (let start = 0; start <= query.length;) {
    const end = query.indexOf('&', start);
    const pairEnd = end < 0 ? query.length : end;
    if (pairEnd > start) {
      const equals = query.indexOf('=', start);
      pairs.push(
        equals < 0 || equals > pairEnd
          ? [query.slice(start, pairEnd), '']
          : [query.slice(start, equals), query.slice(equals + 1, pairEnd)],
      );
    }
    start = pairEnd + 1;
  }
  return pairs;
}

/**
 * The tracking id of a handshake at exactly the live path with a plain query, read without building a URL:
 * what every page sends, so a reconnect storm's handshakes skip the parse. Undefined for anything else.
 */
function plainHandshake(url: string): { trackingId: string } | undefined {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return undefined;
  const path = url.slice(0, queryAt);
  if (path !== LIVE_PATH && path !== `${LIVE_PATH}/`) return undefined;
  const pairs = undecodedPairs(url.slice(queryAt + 1));
  return pairs && plainLiveQuery(pairs);
}

/** The refusal of a handshake whose Origin may not open the socket; undefined when it may. */
function originRefusal(request: IncomingMessage, allowedOrigins: readonly string[]): Refusal | undefined {
  return isOriginAllowed(request.headers.origin, request.headers.host, allowedOrigins)
    ? undefined
    : { refused: new Outcome(forbidden().code, 'Origin not allowed') };
}

/** Checks path, Origin and user_type of an upgrade request; the tracking id when it is allowed, else a refusal. */
export function checkHandshake(
  request: IncomingMessage,
  allowedOrigins: readonly string[],
): { trackingId: string } | Refusal {
  const raw = request.url ?? '/';
  const plain = plainHandshake(raw);
  if (plain) return originRefusal(request, allowedOrigins) ?? plain;
  const url = new URL(raw, 'http://live.invalid');
  if (url.pathname.replace(/\/$/, '') !== LIVE_PATH) return { refused: routeNotFound() };
  const refusal = originRefusal(request, allowedOrigins);
  if (refusal) return refusal;
  const fromParams = plainLiveQuery(url.searchParams);
  if (fromParams) return fromParams;
  const query = liveQuerySchema.safeParse(queryObject(url.searchParams));
  if (!query.success) return { refused: invalidRequest(fieldErrorsFromZod(query.error)) };
  return { trackingId: query.data.trackingId ?? '' };
}

/** Answers a refused handshake with a plain HTTP response and closes the connection. */
export function refuse(socket: Duplex, { refused, headers = {} }: Refusal): void {
  socket.end(rawErrorAnswer(refused, headers));
}
