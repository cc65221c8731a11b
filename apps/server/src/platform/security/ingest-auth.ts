import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests, unauthorized } from '../outcomes/outcome';
import { addressGroup } from './address-group';
import { retryAfterSeconds } from './enumeration-guard';
import type { MemoryMissCounter } from './miss-counter';

declare module 'fastify' {
  interface FastifyRequest {
    /** sha256 (hex) of the ingest key the call came with: what idempotency keys are stored under. */
    ingestScope?: string;
    /** Set for a merchant's key: the one account the call may reach. Unset for the provider's keys (every one). */
    ingestAccountId?: string;
  }
}

/** Finds the merchant key whose sha256 (hex) this is: its account, or undefined. */
export type MerchantKeyLookup = (keyHash: string) => Promise<{ accountId: string } | undefined>;

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

/**
 * onRequest hook of the ingest API: runs before the body is read, so strangers cost nothing. A key that is none of
 * the provider's may be a merchant's (looked up by its hash, so a revoked key fails at once everywhere). Each wrong key
 * counts against the caller's address group; past the limit the group gets 429 before any key is compared, so
 * keys cannot be tried at volume.
 */
export function requireIngestKey(
  keys: readonly string[],
  failures: MemoryMissCounter,
  merchantKey?: MerchantKeyLookup,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const group = addressGroup(request.ip);
    const refuse = (blockedMs: number) => {
      reply.header('retry-after', String(retryAfterSeconds(blockedMs)));
      return tooManyRequests();
    };
    if (failures.blockedMs(group) > 0) throw refuse(failures.blockedMs(group));
    const match = matchingKey(request.headers.authorization, keys);
    if (match) {
      request.ingestScope = match.toString('hex');
      return;
    }
    const header = request.headers.authorization;
    if (merchantKey && header?.startsWith('Bearer ')) {
      const hash = digest(header.slice('Bearer '.length)).toString('hex');
      const merchant = await merchantKey(hash);
      if (merchant) {
        request.ingestScope = hash;
        request.ingestAccountId = merchant.accountId;
        return;
      }
    }
    const blockedMs = await failures.reserve(group);
    if (blockedMs !== 0) throw refuse(blockedMs);
    await failures.settle(group, true);
    reply.header('www-authenticate', 'Bearer');
    throw unauthorized();
  };
}
