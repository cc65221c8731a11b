import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { Store } from '../../store/store';
import type { IsoTime } from '../../store/store';

/** A place in the change feed: after this order's change. */
export interface ChangePosition {
  changeSeq: number;
  trackingId: string;
}

declare module '../../store/store' {
  /** The change feed's port. */
  interface Store {
    /** Orders (of one account, when given) changed at or after `updatedSince`, after `after`, in commit order. */
    listOrderChanges(query: {
      accountId?: string;
      updatedSince?: IsoTime;
      after?: ChangePosition;
      limit: number;
    }): Promise<ChangePosition[]>;
  }
}

/** Orders in change-feed order: by change number, then tracking id (orders older than the feed share 0). */
export async function listOrderChanges(
  db: Kysely<Database>,
  { accountId, updatedSince, after, limit }: Parameters<Store['listOrderChanges']>[0],
): Promise<ChangePosition[]> {
  let query = db.selectFrom('orders').select(['change_seq', 'tracking_id']);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  if (updatedSince !== undefined) query = query.where('updated_at', '>=', updatedSince);
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('change_seq', '>', after.changeSeq),
        eb.and([eb('change_seq', '=', after.changeSeq), eb('tracking_id', '>', after.trackingId)]),
      ]),
    );
  }
  const rows = await query.orderBy('change_seq').orderBy('tracking_id').limit(limit).execute();
  return rows.map((row) => ({ changeSeq: Number(row.change_seq), trackingId: row.tracking_id }));
}
