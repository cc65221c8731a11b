import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { FeedbackRecord } from '../../order-view/store/order-view-store';
import type { IsoTime } from '../../store/store';

declare module '../../store/store' {
  /** The feedback feature's port: what recipients said, kept to the newest few. */
  interface Store {
    /** Records feedback and keeps only the order's newest `keep`. */
    appendFeedback(trackingId: string, feedback: FeedbackRecord, keep: number): Promise<void>;

    /** How many of the order's feedback sends are later than `since`. */
    countFeedbackAfter(trackingId: string, since: IsoTime): Promise<number>;

    deleteFeedback(trackingId: string): Promise<void>;
  }
}

type Db = Kysely<Database>;

export async function appendFeedback(
  db: Db,
  trackingId: string,
  feedback: FeedbackRecord,
  keep: number,
): Promise<void> {
  await db
    .insertInto('feedback')
    .values({ tracking_id: trackingId, ...feedback })
    .execute();
  const newest = db
    .selectFrom('feedback')
    .select('id')
    .where('tracking_id', '=', trackingId)
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('feedback')
    .where('tracking_id', '=', trackingId)
    .where('id', 'not in', newest)
    .execute();
}

export async function countFeedbackAfter(db: Db, trackingId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tracking_id', '=', trackingId)
    .where('at', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function deleteFeedback(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('feedback').where('tracking_id', '=', trackingId).execute();
}
