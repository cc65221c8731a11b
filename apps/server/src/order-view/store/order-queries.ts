import type { Kysely } from 'kysely';
import type { TrailPoint } from '@tracking/core';
import type { AccountsTable, Database } from '../../store/database';
import type {
  AccountRecord,
  ExternalIdMatch,
  FeedbackRecord,
  OrderEventRecord,
  OrderRecord,
  OrderUpdate,
} from './order-view-store';
import { accountToRow, orderFromRow, orderToRow, orderUpdateToRow } from './rows';

type Db = Kysely<Database>;

/** The account columns an ingest call may change (all but the key and the time of the last change). */
const ACCOUNT_CONTENT = [
  'name',
  'logo',
  'is_tech',
  'always_deliver_outside',
  'tracking_theme',
  'tracking_enabled',
  'live_map_max_stops_before',
] as const satisfies readonly (keyof AccountsTable)[];

/**
 * Creates or changes the account; an account sent again unchanged is not rewritten. Every new order carries its
 * account, and rewriting one merchant's row for each would make concurrent creations collide on PostgreSQL.
 */
export async function upsertAccount(db: Db, account: AccountRecord): Promise<boolean> {
  const row = accountToRow(account);
  const { id: _id, ...changes } = row;
  const written = await db
    .insertInto('accounts')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet(changes)
        .where((eb) =>
          eb.or(
            ACCOUNT_CONTENT.map((column) =>
              eb(`accounts.${column}`, 'is distinct from', eb.ref(`excluded.${column}`)),
            ),
          ),
        ),
    )
    .returning('id')
    .execute();
  return written.length > 0;
}

export async function insertOrder(
  db: Db,
  order: OrderRecord,
  createFingerprint: string | null,
  changeSeq: number,
): Promise<boolean> {
  const result = await db
    .insertInto('orders')
    .values({ ...orderToRow(order), create_fingerprint: createFingerprint, change_seq: changeSeq })
    .onConflict((conflict) => conflict.columns(['account_id', 'external_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findOrder(db: Db, trackingId: string): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();
  return row && orderFromRow(row);
}

/** Orders with the merchant's externalId: of one account (at most one), or of every account. */
export async function findOrdersByExternalId(
  db: Db,
  externalId: string,
  accountId?: string,
): Promise<ExternalIdMatch[]> {
  let query = db
    .selectFrom('orders')
    .select(['tracking_id', 'account_id', 'create_fingerprint'])
    .where('external_id', '=', externalId);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  const rows = await query.orderBy('account_id').execute();
  return rows.map((row) => ({
    trackingId: row.tracking_id,
    accountId: row.account_id,
    createFingerprint: row.create_fingerprint ?? null,
  }));
}

export async function updateOrder(
  db: Db,
  trackingId: string,
  update: OrderUpdate,
  changeSeq: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...orderUpdateToRow(update), change_seq: changeSeq })
    .where('tracking_id', '=', trackingId)
    .execute();
}

/** Marks the order's link opened at `at` unless it already was; whether this call marked it. */
export async function markLinkOpened(db: Db, trackingId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ link_opened_at: at })
    .where('tracking_id', '=', trackingId)
    .where('link_opened_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function openTrackingIdsOfAccount(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('tracking_id')
    .where('account_id', '=', accountId)
    .where('final_at', 'is', null)
    .execute();
  return rows.map((row) => row.tracking_id);
}

export async function routedOpenOrders(
  db: Db,
  limit: number,
): Promise<{ trackingId: string; statusCode: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['tracking_id', 'status_code'])
    .where('driver_id', 'is not', null)
    .where('final_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ trackingId: row.tracking_id, statusCode: row.status_code }));
}

export async function countOrders(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function existingTrackingIds(db: Db, trackingIds: readonly string[]): Promise<Set<string>> {
  if (trackingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('tracking_id')
    .where('tracking_id', 'in', [...trackingIds])
    .execute();
  return new Set(rows.map((row) => row.tracking_id));
}

export async function appendEvent(db: Db, trackingId: string, event: OrderEventRecord): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      tracking_id: trackingId,
      status_code: event.statusCode,
      at: event.at,
      image_urls: JSON.stringify(event.imageUrls),
      lat: event.location?.lat ?? null,
      lng: event.location?.lng ?? null,
    })
    .execute();
}

export async function clearEventImages(db: Db, trackingId: string): Promise<void> {
  await db
    .updateTable('order_events')
    .set({ image_urls: '[]', lat: null, lng: null })
    .where('tracking_id', '=', trackingId)
    .execute();
}

export async function saveDeliveryTrail(
  db: Db,
  trackingId: string,
  trail: readonly TrailPoint[],
): Promise<void> {
  const points = JSON.stringify(trail);
  await db
    .insertInto('delivery_trails')
    .values({ tracking_id: trackingId, points })
    .onConflict((conflict) => conflict.column('tracking_id').doUpdateSet({ points }))
    .execute();
}

export async function findDeliveryTrail(db: Db, trackingId: string): Promise<TrailPoint[]> {
  const row = await db
    .selectFrom('delivery_trails')
    .select('points')
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.points) as TrailPoint[]) : [];
}

export async function deleteDeliveryTrail(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('delivery_trails').where('tracking_id', '=', trackingId).execute();
}

export async function listFeedback(db: Db, trackingId: string): Promise<FeedbackRecord[]> {
  return db
    .selectFrom('feedback')
    .select(['rating', 'comment', 'at'])
    .where('tracking_id', '=', trackingId)
    .orderBy('id')
    .execute();
}
