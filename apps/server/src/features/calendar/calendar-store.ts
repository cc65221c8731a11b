import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { IsoTime } from '../../store/store';
import type { ShareLinkRecord } from '../../order-view/store/order-view-store';

/** What an order's calendar entry showed when it was last read, and its SEQUENCE then. */
export interface CalendarStateRecord {
  fingerprint: string;
  sequence: number;
}

declare module '../../store/store' {
  /** The calendar feature's port: a calendar's view-only id and what its entry last showed. */
  interface Store {
    /** The order's calendar feed id (a view-only link like a share link); undefined before one is made. */
    findCalendarFeedOf(trackingId: string): Promise<ShareLinkRecord | undefined>;

    /** The order behind a calendar feed id. */
    findCalendarFeed(calendarId: string): Promise<ShareLinkRecord | undefined>;

    /** Adds the order's calendar feed id; the caller found none in the same transaction. */
    insertCalendarFeed(link: ShareLinkRecord): Promise<void>;

    /** Deletes the order's calendar feed id (`calendarId`: only that one); false when there was none. */
    deleteCalendarFeed(trackingId: string, calendarId?: string): Promise<boolean>;

    /** The order's calendar entry as last served; undefined before the first read. */
    findCalendarState(trackingId: string): Promise<CalendarStateRecord | undefined>;

    saveCalendarState(trackingId: string, state: CalendarStateRecord): Promise<void>;

    deleteCalendarState(trackingId: string): Promise<void>;

    /** Deletes the calendar ids and entries of orders final before `cutoff` (expired links); says how many. */
    deleteCalendarOfOrdersFinalBefore(
      cutoff: IsoTime,
    ): Promise<{ calendarFeeds: number; calendarEntries: number }>;
  }
}

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

export async function findCalendarState(
  db: Db,
  trackingId: string,
): Promise<CalendarStateRecord | undefined> {
  const row = await db
    .selectFrom('calendar_entries')
    .select(['fingerprint', 'sequence'])
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();
  return row && { fingerprint: row.fingerprint, sequence: Number(row.sequence) };
}

export async function saveCalendarState(
  db: Db,
  trackingId: string,
  state: CalendarStateRecord,
): Promise<void> {
  await db
    .insertInto('calendar_entries')
    .values({ tracking_id: trackingId, fingerprint: state.fingerprint, sequence: state.sequence })
    .onConflict((conflict) =>
      conflict
        .column('tracking_id')
        .doUpdateSet({ fingerprint: state.fingerprint, sequence: state.sequence }),
    )
    .execute();
}

export async function deleteCalendarState(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('calendar_entries').where('tracking_id', '=', trackingId).execute();
}

export async function deleteCalendarOfOrdersFinalBefore(
  db: Db,
  cutoff: IsoTime,
): Promise<{ calendarFeeds: number; calendarEntries: number }> {
  const expired = (from: typeof db) =>
    from.selectFrom('orders').select('tracking_id').where('final_at', '<', cutoff);
  const feeds = await db
    .deleteFrom('calendar_feeds')
    .where('tracking_id', 'in', expired(db))
    .executeTakeFirst();
  const entries = await db
    .deleteFrom('calendar_entries')
    .where('tracking_id', 'in', expired(db))
    .executeTakeFirst();
  return { calendarFeeds: Number(feeds.numDeletedRows), calendarEntries: Number(entries.numDeletedRows) };
}
