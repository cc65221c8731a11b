import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@tracking/core';
import { fieldErrorsFromZod } from '../../platform/http/errors';
import { rawErrorAnswer } from '../../platform/http/raw-answer';
import { isOriginAllowed } from './origin';
import { LIVE_PATH, liveQuerySchema } from './schema';

/** A handshake we refuse before the upgrade: the status and the usual error body. */
export interface Refusal {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** The refusal of an address that probed too many unknown tracking ids. */
export function tooManyMisses(retryAfterSeconds: number): Refusal {
  return {
    status: 429,
    body: { message: 'Too many requests' },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  };
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

/** Checks path, Origin and user_type of an upgrade request; the tracking id when it is allowed, else a refusal. */
export function checkHandshake(
  request: IncomingMessage,
  allowedOrigins: readonly string[],
): { trackingId: string } | Refusal {
  const url = new URL(request.url ?? '/', 'http://live.invalid');
  if (url.pathname.replace(/\/$/, '') !== LIVE_PATH) return { status: 404, body: { message: 'Not found' } };
  if (!isOriginAllowed(request.headers.origin, request.headers.host, allowedOrigins)) {
    return { status: 403, body: { message: 'Origin not allowed' } };
  }
  const query = liveQuerySchema.safeParse(queryObject(url.searchParams));
  if (!query.success)
    return { status: 400, body: { message: 'Invalid request', errors: fieldErrorsFromZod(query.error) } };
  return { trackingId: query.data.trackingId ?? '' };
}

/** Answers a refused handshake with a plain HTTP response and closes the connection. */
export function refuse(socket: Duplex, { status, body, headers = {} }: Refusal): void {
  socket.end(rawErrorAnswer(status, body, headers));
}
