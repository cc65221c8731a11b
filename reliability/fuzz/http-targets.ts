import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileSegment, type RawBody } from './hostile';

/** One endpoint under fuzz: a name for the figures (an operation's `METHOD /path`) and the requests to send it. */
export interface HttpTarget {
  name: string;
  requests: fc.Arbitrary<InjectOptions>;
  /** Answers pages (HTML), not the API: its errors are pages too, not the error body. */
  pages?: boolean;
}

/**
 * What the targets are filled from: the keys, and real values of each named parameter (`trackingId`, `accountId`,
 * `endpointId`, ...), so a good share of the inputs reaches the store and the rules.
 */
export interface FuzzFixture {
  ingestKey: string;
  /** Merchant keys (each reaches its own account only). */
  merchantKeys: readonly string[];
  ids: Readonly<Record<string, readonly string[]>>;
}

export function withBody(
  method: InjectOptions['method'],
  url: string,
  body: RawBody | undefined,
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method,
    url,
    ...(body && { payload: body.payload }),
    headers: { ...headers, ...(body?.contentType && { 'content-type': body.contentType }) },
  };
}

/** The server-rendered page's paths (not in the OpenAPI document: they are pages, not the API). */
export function pageTargets(fixture: FuzzFixture): HttpTarget[] {
  const ids = fixture.ids.trackingId ?? [];
  return [
    {
      name: 'GET page paths',
      pages: true,
      requests: fc.array(hostileSegment(ids), { minLength: 0, maxLength: 4 }).map((segments) => ({
        method: 'GET',
        url: `/${segments.join('/')}`,
        headers: { accept: 'text/html' },
      })),
    },
  ];
}
