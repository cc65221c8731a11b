import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { IdempotencyClaim, IdempotencyKeyRef, Store } from '../../store/store';

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

export async function deleteIdempotencyKeysBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
