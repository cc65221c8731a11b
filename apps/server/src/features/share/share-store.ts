import type { Kysely } from 'kysely';
import type { ShareLinkRecord } from '../../order-view/store/order-view-store';
import type { Database } from '../../store/database';
import type { IsoTime } from '../../store/store';

declare module '../../store/store' {
  /** The share feature's port: household view-only links. */
  interface Store {
    /** Adds a share link; the caller counted the order's links in the same transaction. */
    insertShareLink(link: ShareLinkRecord): Promise<void>;

    /** The order's share links, oldest first. */
    listShareLinks(trackingId: string): Promise<ShareLinkRecord[]>;

    findShareLink(shareId: string): Promise<ShareLinkRecord | undefined>;

    /** Deletes the order's share link; false when the order has no such link. */
    deleteShareLink(trackingId: string, shareId: string): Promise<boolean>;

    /** Deletes every share link of the order. */
    deleteShareLinks(trackingId: string): Promise<void>;

    /** Deletes the share links of orders final before `cutoff` (their links have expired); says how many. */
    deleteShareLinksOfOrdersFinalBefore(cutoff: IsoTime): Promise<number>;
  }
}

type Db = Kysely<Database>;

const linkFromRow = (row: {
  share_id: string;
  tracking_id: string;
  created_at: string;
}): ShareLinkRecord => ({
  shareId: row.share_id,
  trackingId: row.tracking_id,
  createdAt: row.created_at,
});

export async function insertShareLink(db: Db, link: ShareLinkRecord): Promise<void> {
  await db
    .insertInto('share_links')
    .values({ share_id: link.shareId, tracking_id: link.trackingId, created_at: link.createdAt })
    .execute();
}

export async function listShareLinks(db: Db, trackingId: string): Promise<ShareLinkRecord[]> {
  const rows = await db
    .selectFrom('share_links')
    .selectAll()
    .where('tracking_id', '=', trackingId)
    .orderBy('created_at')
    .orderBy('share_id')
    .execute();
  return rows.map(linkFromRow);
}

export async function findShareLink(db: Db, shareId: string): Promise<ShareLinkRecord | undefined> {
  const row = await db
    .selectFrom('share_links')
    .selectAll()
    .where('share_id', '=', shareId)
    .executeTakeFirst();
  return row && linkFromRow(row);
}

export async function deleteShareLink(db: Db, trackingId: string, shareId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('share_links')
    .where('share_id', '=', shareId)
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteShareLinks(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('share_links').where('tracking_id', '=', trackingId).execute();
}

export async function deleteShareLinksOfOrdersFinalBefore(db: Db, cutoff: IsoTime): Promise<number> {
  const result = await db
    .deleteFrom('share_links')
    .where('tracking_id', 'in', (orders) =>
      orders.selectFrom('orders').select('tracking_id').where('final_at', '<', cutoff),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
