import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests, unauthorized } from '../../errors';
import { addressGroup } from '../../security/address-group';
import { retryAfterSeconds } from '../../security/enumeration-guard';
import type { MemoryMissCounter } from '../../security/miss-counter';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the header carries exactly `Bearer <key>`; compared in constant time. */
export function isAuthorized(header: string | undefined, key: string | undefined): boolean {
  if (!key || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(key));
}

/**
 * onRequest hook of the ingest API: runs before the body is read, so strangers cost nothing. Each wrong key
 * counts against the caller's address group; past the limit the group gets 429 before any key is compared, so
 * keys cannot be tried at volume.
 */
export function requireIngestKey(key: string | undefined, failures: MemoryMissCounter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const group = addressGroup(request.ip);
    const refuse = (blockedMs: number) => {
      reply.header('retry-after', String(retryAfterSeconds(blockedMs)));
      return tooManyRequests();
    };
    if (failures.blockedMs(group) > 0) throw refuse(failures.blockedMs(group));
    if (isAuthorized(request.headers.authorization, key)) return;
    const blockedMs = await failures.reserve(group);
    if (blockedMs > 0) throw refuse(blockedMs);
    reply.header('www-authenticate', 'Bearer');
    throw unauthorized();
  };
}
