import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';
import { conflict, Outcome } from '../../platform/outcomes/outcome';
import type { DomainDeps } from '../../order-view/deps';
import type { Store } from '../../store/store';

/** How long a key replays its first answer. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A first call still unanswered after this died with its process; its key is free again. */
const STALE_CALL_MS = 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The call a key was used for: method, path and body, so another body under the same key is told apart. */
export function callFingerprint(method: string, url: string, body: unknown): string {
  // Keys in any order: the same body re-serialised by a client's library is the same call.
  return sha256(canonicalJson([method, url, body ?? null]));
}

export const idempotencyMismatch = () =>
  new Outcome('idempotency_mismatch', 'This Idempotency-Key was used with another request');
export const idempotencyBusy = () => conflict('A request with this Idempotency-Key is still being answered');

/** The first answer to replay, or a claim this call must settle with `save` or `release`. */
export type IdempotentStart =
  | { kind: 'replay'; statusCode: number; body: string }
  | {
      kind: 'first';
      /** Keeps the answer: in the transaction of the change it answers when `on` is that transaction's store. */
      save(statusCode: number, body: string, trackingId: string | null, on?: Store): Promise<void>;
      release(): Promise<void>;
    };

/**
 * Idempotency-Key on the ingest API (Stripe's rules): the first call with a key does the work and its answer is
 * kept for 24 hours per ingest key; the same call again gets that answer; another call with the key is a 422.
 * Keys are stored hashed.
 */
export function createIdempotency({ store, now }: DomainDeps) {
  return {
    async start(scope: string, key: string, fingerprint: string): Promise<IdempotentStart> {
      const ref = { scope, keyHash: sha256(key) };
      const at = now().getTime();
      const claim = await store.claimIdempotencyKey(ref, {
        fingerprint,
        at: new Date(at).toISOString(),
        expiredBefore: new Date(at - IDEMPOTENCY_WINDOW_MS).toISOString(),
        staleBefore: new Date(at - STALE_CALL_MS).toISOString(),
      });
      if (claim.kind !== 'new' && claim.fingerprint !== fingerprint) throw idempotencyMismatch();
      if (claim.kind === 'busy') throw idempotencyBusy();
      if (claim.kind === 'done') return { kind: 'replay', statusCode: claim.statusCode, body: claim.body };
      return {
        kind: 'first',
        save: (statusCode, body, trackingId, on = store) =>
          on.saveIdempotentAnswer(ref, { statusCode, body, trackingId }),
        release: () => store.releaseIdempotencyKey(ref),
      };
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
