import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { IsoTime } from '../../store/store';

declare module '../../store/store' {
  /** The retention feature's port: what is past its time. */
  interface Store {
    /** Orders that became final before `before` and are not anonymised yet, at most `limit`, oldest first. */
    ordersFinalBefore(before: IsoTime, limit: number): Promise<string[]>;

    /** Deletes driver positions and estimate history made before `before`; says how many rows of each went. */
    deleteHistoryBefore(before: IsoTime): Promise<{ positions: number; estimates: number }>;
  }
}

type Db = Kysely<Database>;

export async function ordersFinalBefore(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('tracking_id')
    .where('final_at', '<', before)
    .where('anonymised_at', 'is', null)
    .orderBy('final_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.tracking_id);
}

export async function deleteHistoryBefore(
  db: Db,
  before: string,
): Promise<{ positions: number; estimates: number }> {
  const positions = await db.deleteFrom('driver_positions').where('at', '<', before).executeTakeFirst();
  const estimates = await db.deleteFrom('estimates').where('at', '<', before).executeTakeFirst();
  return { positions: Number(positions.numDeletedRows), estimates: Number(estimates.numDeletedRows) };
}

/** One statement on both engines: insert, or take over a lease that expired, or renew one's own. */
export async function takeLease(db: Db, job: string, holder: string, now: string, until: string) {
  await db
    .insertInto('job_leases')
    .values({ job, holder, expires_at: until })
    .onConflict((conflict) =>
      conflict
        .column('job')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where((eb) => eb.or([eb('job_leases.expires_at', '<=', now), eb('job_leases.holder', '=', holder)])),
    )
    .execute();
  const lease = await db.selectFrom('job_leases').select('holder').where('job', '=', job).executeTakeFirst();
  return lease?.holder === holder;
}
