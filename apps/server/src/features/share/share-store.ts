import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { CalendarStateRecord, ShareLinkRecord } from '../../store/store';

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

export async function deleteShareLinks(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('share_links').where('tracking_id', '=', trackingId).execute();
}

export async function deleteCalendarState(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('calendar_entries').where('tracking_id', '=', trackingId).execute();
}
