import type { Kysely } from 'kysely';
import { deleteInBatches } from '../../store/batched-delete';
import type { Database } from '../../store/database';
import type { Store } from '../../store/store';
import type { IsoTime } from '../../store/store';

/** An Idempotency-Key of one ingest key: the hashes and when the first call came. */
export interface IdempotencyKeyRef {
  scope: string;
  keyHash: string;
}

/**
 * What a call with an Idempotency-Key finds: nothing (it is now this call's), the first call still running, or
 * the first call's answer.
 */
export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'busy'; fingerprint: string }
  | { kind: 'done'; fingerprint: string; statusCode: number; body: string };

declare module '../../store/store' {
  /** The ingest API's idempotency port: the first answer to a call with an Idempotency-Key. */
  interface Store {
    /**
     * Takes an Idempotency-Key for a call: a key unused, older than `expiredBefore`, or left running since before
     * `staleBefore` (its call died) becomes this call's.
     */
    claimIdempotencyKey(
      ref: IdempotencyKeyRef,
      call: { fingerprint: string; at: IsoTime; expiredBefore: IsoTime; staleBefore: IsoTime },
    ): Promise<IdempotencyClaim>;

    /** Keeps the first call's answer, with the order it shows (null: none) so anonymising can drop it. */
    saveIdempotentAnswer(
      ref: IdempotencyKeyRef,
      answer: { statusCode: number; body: string; trackingId: string | null },
    ): Promise<void>;

    /** Frees a key whose call failed on our side, so the client's retry does the work. */
    releaseIdempotencyKey(ref: IdempotencyKeyRef): Promise<void>;

    /** Deletes the keys whose kept answer shows the order. */
    deleteIdempotentAnswers(trackingId: string): Promise<void>;

    /** Deletes keys first used before `before`; says how many went. */
    deleteIdempotencyKeysBefore(before: IsoTime): Promise<number>;
  }
}

type Db = Kysely<Database>;

/** Run in a transaction: reads the key and takes it when it is free. */
export async function claimIdempotencyKey(
  db: Db,
  ref: IdempotencyKeyRef,
  call: Parameters<Store['claimIdempotencyKey']>[1],
): Promise<IdempotencyClaim> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', ref.scope)
    .where('key_hash', '=', ref.keyHash)
    .executeTakeFirst();
  const free =
    !row ||
    row.created_at < call.expiredBefore ||
    (row.status_code === null && row.created_at < call.staleBefore);
  if (!free) {
    return row.status_code === null || row.body === null
      ? { kind: 'busy', fingerprint: row.fingerprint }
      : { kind: 'done', fingerprint: row.fingerprint, statusCode: row.status_code, body: row.body };
  }
  const values = {
    fingerprint: call.fingerprint,
    created_at: call.at,
    status_code: null,
    body: null,
    tracking_id: null,
  };
  await db
    .insertInto('idempotency_keys')
    .values({ scope: ref.scope, key_hash: ref.keyHash, ...values })
    .onConflict((conflict) => conflict.columns(['scope', 'key_hash']).doUpdateSet(values))
    .execute();
  return { kind: 'new' };
}

export async function saveIdempotentAnswer(
  db: Db,
  ref: IdempotencyKeyRef,
  answer: Parameters<Store['saveIdempotentAnswer']>[1],
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, body: answer.body, tracking_id: answer.trackingId })
    .where('scope', '=', ref.scope)
    .where('key_hash', '=', ref.keyHash)
    .execute();
}

export async function releaseIdempotencyKey(db: Db, ref: IdempotencyKeyRef): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', ref.scope)
    .where('key_hash', '=', ref.keyHash)
    .execute();
}

export async function deleteIdempotentAnswers(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('tracking_id', '=', trackingId).execute();
}

/** By time, a batch at a time: the key is two columns, and keys made in one instant go in the same batch. */
export async function deleteIdempotencyKeysBefore(db: Db, before: string): Promise<number> {
  return deleteInBatches(
    async (limit) =>
      (
        await db
          .selectFrom('idempotency_keys')
          .select('created_at')
          .where('created_at', '<', before)
          .orderBy('created_at')
          .limit(limit)
          .execute()
      ).map((row) => row.created_at),
    async (times) =>
      (
        await db
          .deleteFrom('idempotency_keys')
          .where('created_at', '<', before)
          .where('created_at', '<=', times.at(-1) ?? before)
          .executeTakeFirst()
      ).numDeletedRows,
  );
}
