import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { ShareLinkRecord } from '../../store/store';

type Db = Kysely<Database>;

/** A calendar feed id reads as a view-only link: its id (in `shareId`), its order, when it was made. */
const feedFromRow = (row: {
  calendar_id: string;
  tracking_id: string;
  created_at: string;
}): ShareLinkRecord => ({
  shareId: row.calendar_id,
  trackingId: row.tracking_id,
  createdAt: row.created_at,
});

export async function findCalendarFeedOf(db: Db, trackingId: string): Promise<ShareLinkRecord | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .selectAll()
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();
  return row && feedFromRow(row);
}

export async function findCalendarFeed(db: Db, calendarId: string): Promise<ShareLinkRecord | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .selectAll()
    .where('calendar_id', '=', calendarId)
    .executeTakeFirst();
  return row && feedFromRow(row);
}

export async function insertCalendarFeed(db: Db, link: ShareLinkRecord): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ calendar_id: link.shareId, tracking_id: link.trackingId, created_at: link.createdAt })
    .execute();
}

export async function deleteCalendarFeed(db: Db, trackingId: string, calendarId?: string): Promise<boolean> {
  let query = db.deleteFrom('calendar_feeds').where('tracking_id', '=', trackingId);
  if (calendarId !== undefined) query = query.where('calendar_id', '=', calendarId);
  return Number((await query.executeTakeFirst()).numDeletedRows) > 0;
}
