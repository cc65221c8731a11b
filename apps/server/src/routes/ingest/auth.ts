import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the header carries exactly `Bearer <key>`; compared in constant time. */
export function isAuthorized(header: string | undefined, key: string | undefined): boolean {
  if (!key || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(key));
}

/** onRequest hook of the ingest API: runs before the body is read, so strangers cost nothing. */
export function requireIngestKey(key: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isAuthorized(request.headers.authorization, key)) return;
    reply.header('www-authenticate', 'Bearer');
    throw unauthorized();
  };
}
