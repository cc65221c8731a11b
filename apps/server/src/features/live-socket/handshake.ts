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
export function plainLiveQuery(params: URLSearchParams): { trackingId: string } | undefined {
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

/** Checks path, Origin and user_type of an upgrade request; the tracking id when it is allowed, else a refusal. */
export function checkHandshake(
  request: IncomingMessage,
  allowedOrigins: readonly string[],
): { trackingId: string } | Refusal {
  const url = new URL(request.url ?? '/', 'http://live.invalid');
  if (url.pathname.replace(/\/$/, '') !== LIVE_PATH) return { refused: routeNotFound() };
  if (!isOriginAllowed(request.headers.origin, request.headers.host, allowedOrigins)) {
    return { refused: new Outcome(forbidden().code, 'Origin not allowed') };
  }
  const plain = plainLiveQuery(url.searchParams);
  if (plain) return plain;
  const query = liveQuerySchema.safeParse(queryObject(url.searchParams));
  if (!query.success) return { refused: invalidRequest(fieldErrorsFromZod(query.error)) };
  return { trackingId: query.data.trackingId ?? '' };
}

/** Answers a refused handshake with a plain HTTP response and closes the connection. */
export function refuse(socket: Duplex, { refused, headers = {} }: Refusal): void {
  socket.end(rawErrorAnswer(refused, headers));
}
