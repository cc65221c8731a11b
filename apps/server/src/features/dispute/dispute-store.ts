import type { Kysely } from 'kysely';
import type { Dispute } from '@tracking/core';
import type { Database } from '../../store/database';

declare module '../../store/store' {
  /** The dispute feature's port: one dispute per order (the order view reads it through `findDispute`). */
  interface Store {
    /** Opens the order's dispute, replacing a resolved one. */
    saveDispute(trackingId: string, dispute: Omit<Dispute, 'resolution'>): Promise<void>;

    /** Records the provider's answer to the order's dispute. */
    resolveDispute(trackingId: string, resolution: NonNullable<Dispute['resolution']>): Promise<void>;

    deleteDispute(trackingId: string): Promise<void>;
  }
}

type Db = Kysely<Database>;

export async function saveDispute(
  db: Db,
  trackingId: string,
  dispute: Omit<Dispute, 'resolution'>,
): Promise<void> {
  const row = {
    reason: dispute.reason,
    message: dispute.message,
    opened_at: dispute.openedAt,
    resolution_outcome: null,
    resolution_message: null,
    resolved_at: null,
  };
  await db
    .insertInto('disputes')
    .values({ tracking_id: trackingId, ...row })
    .onConflict((conflict) => conflict.column('tracking_id').doUpdateSet(row))
    .execute();
}

export async function resolveDispute(
  db: Db,
  trackingId: string,
  resolution: NonNullable<Dispute['resolution']>,
): Promise<void> {
  await db
    .updateTable('disputes')
    .set({
      resolution_outcome: resolution.outcome,
      resolution_message: resolution.message,
      resolved_at: resolution.at,
    })
    .where('tracking_id', '=', trackingId)
    .execute();
}

export async function deleteDispute(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('disputes').where('tracking_id', '=', trackingId).execute();
}
