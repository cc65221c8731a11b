import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** sha256 (hex) of the ingest key the call came with: what idempotency keys are stored under. */
    ingestScope?: string;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The digest of the configured key the header carries as exactly `Bearer <key>`, or undefined. Every key is
 * compared, in constant time over equal-length digests, so the time taken tells neither which key nor how much
 * of one matched.
 */
export function matchingKey(header: string | undefined, keys: readonly string[]): Buffer | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  const given = digest(header.slice('Bearer '.length));
  let match: Buffer | undefined;
  for (const key of keys) {
    const candidate = digest(key);
    if (timingSafeEqual(given, candidate)) match = candidate;
  }
  return match;
}

/** onRequest hook of the ingest API: runs before the body is read, so strangers cost nothing. */
export function requireIngestKey(keys: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = matchingKey(request.headers.authorization, keys);
    if (match) {
      request.ingestScope = match.toString('hex');
      return;
    }
    reply.header('www-authenticate', 'Bearer');
    throw unauthorized();
  };
}
