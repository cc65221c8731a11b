import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Outcome, tooManyRequests, unauthorized } from '../outcomes/outcome';
import { addressGroup } from './address-group';
import { retryAfterSeconds } from './enumeration-guard';
import type { MemoryMissCounter } from './miss-counter';
import { callbackHook } from '../http/callback-hook';

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

/** A configured key as calls are checked against it: its sha256, and that in hex (the call's scope). */
export interface KeyDigest {
  readonly digest: Buffer;
  readonly hex: string;
}

/** Each configured key's digest, computed once: a position post then hashes only the key it carries. */
export const keyDigests = (keys: readonly string[]): readonly KeyDigest[] =>
  keys.map((key) => {
    const keyDigest = digest(key);
    return { digest: keyDigest, hex: keyDigest.toString('hex') };
  });

/**
 * The configured key the header carries as exactly `Bearer <key>`, or undefined. Every key is compared, in
 * constant time over equal-length digests, so the time taken tells neither which key nor how much of one matched.
 */
export function matchingKey(header: string | undefined, keys: readonly KeyDigest[]): KeyDigest | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  const given = digest(header.slice('Bearer '.length));
  let match: KeyDigest | undefined;
  for (const key of keys) {
    if (timingSafeEqual(given, key.digest)) match = key;
  }
  return match;
}

/** A credential the caller presents as its key: `Bearer <something>` (the scheme is case-insensitive). */
const presentsBearer = (header: string | undefined) => header !== undefined && /^bearer\s/i.test(header);

/** Fetch Metadata of a request another site made a browser send. */
function isForeign(site: string | string[] | undefined): boolean {
  const value = Array.isArray(site) ? site[0] : site;
  return value === 'cross-site' || value === 'same-site';
}

/** The answer to an ingest call a browser made for another site's page: nobody's key is being tried. */
const foreignIngestCall = () =>
  new Outcome('forbidden', 'The ingest API is not answered to calls other sites make a browser send');

/**
 * onRequest hook of the ingest API: runs before the body is read, so strangers cost nothing. A call another site
 * made a browser send (Sec-Fetch-Site cross-site or same-site) gets 403 and counts nowhere. Otherwise the key is
 * compared first, so a valid key always passes, even from an address blocked by others' failures behind it. Only a
 * call that presents a Bearer credential and fails counts against its address group (an <img> pointed at
 * /ingest sends none: 401, uncounted); past the limit such calls get 429. A key that is none of the provider's
 * may be a merchant's (looked up by its hash, so a revoked key fails at once on every instance).
 */
export function requireIngestKey(
  keys: readonly string[],
  failures: MemoryMissCounter,
  merchantKey?: MerchantKeyLookup,
) {
  const digests = keyDigests(keys);
  return callbackHook((request, reply) => {
    if (isForeign(request.headers['sec-fetch-site'])) throw foreignIngestCall();
    const match = matchingKey(request.headers.authorization, digests);
    if (match) {
      request.ingestScope = match.hex;
      return;
    }
    return merchantOrRefused(request, reply);
  });

  /** A key that is none of the provider's: a merchant's, or a refusal (counted when a credential was tried). */
  async function merchantOrRefused(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { authorization } = request.headers;
    if (merchantKey && authorization?.startsWith('Bearer ')) {
      const hash = digest(authorization.slice('Bearer '.length)).toString('hex');
      const merchant = await merchantKey(hash);
      if (merchant) {
        request.ingestScope = hash;
        request.ingestAccountId = merchant.accountId;
        return;
      }
    }
    reply.header('www-authenticate', 'Bearer');
    if (!presentsBearer(authorization)) throw unauthorized();
    const group = addressGroup(request.ip);
    const blockedMs = await failures.reserve(group);
    if (blockedMs !== 0) throw tooManyRequests(undefined, retryAfterSeconds(blockedMs));
    await failures.settle(group, true);
    throw unauthorized();
  }
}
