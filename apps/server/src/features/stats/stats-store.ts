import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store/database';

/** A count of one kind of use, for one account and UTC day. */
export interface UsageCountRecord {
  accountId: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  kind: string;
  count: number;
}

declare module '../../store/store' {
  /** What the merchant's stats are read from: counts per account, day and kind, no person and no order. */
  interface Store {
    /** Adds the counts to those already kept (a flush of one instance's counts). */
    addUsageCounts(counts: readonly UsageCountRecord[]): Promise<void>;

    /** The account's counts from `fromDay` to `toDay` (both included). */
    readUsageCounts(accountId: string, fromDay: string, toDay: string): Promise<UsageCountRecord[]>;

    /** Deletes the counts of days before `day`; how many went. */
    deleteUsageCountsBefore(day: string): Promise<number>;
  }
}

type Db = Kysely<Database>;

export async function addCounts(db: Db, counts: readonly UsageCountRecord[]): Promise<void> {
  // One statement per row: a flush carries a few dozen, and both engines take the same upsert.
  for (const { accountId, day, kind, count } of counts) {
    await db
      .insertInto('account_daily_counts')
      .values({ account_id: accountId, day, kind, count })
      .onConflict((conflict) =>
        conflict
          .columns(['account_id', 'day', 'kind'])
          .doUpdateSet({ count: sql<number>`account_daily_counts.count + excluded.count` }),
      )
      .execute();
  }
}

export async function readCounts(
  db: Db,
  accountId: string,
  fromDay: string,
  toDay: string,
): Promise<UsageCountRecord[]> {
  const rows = await db
    .selectFrom('account_daily_counts')
    .select(['account_id', 'day', 'kind', 'count'])
    .where('account_id', '=', accountId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  return rows.map((row) => ({
    accountId: row.account_id,
    day: row.day,
    kind: row.kind,
    count: Number(row.count),
  }));
}

export async function deleteCountsBefore(db: Db, day: string): Promise<number> {
  const deleted = await db.deleteFrom('account_daily_counts').where('day', '<', day).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
