import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { deleteInBatches } from '../../store/batched-delete';
import type { Database } from '../../store/database';
import type { IsoTime } from '../../store/store';

declare module '../../store/store' {
  /** The retention feature's port: what is past its time. */
  interface Store {
    /** Orders that became final before `before` and are not anonymised yet, at most `limit`, oldest first. */
    ordersFinalBefore(before: IsoTime, limit: number): Promise<string[]>;

    /** Deletes driver positions and estimate history made before `before`; says how many rows of each went. */
    deleteHistoryBefore(before: IsoTime): Promise<{ positions: number; estimates: number }>;

    /** Deletes orders anonymised before `before` (their rows in other tables go by cascade); says how many. */
    deleteOrdersAnonymisedBefore(before: IsoTime): Promise<number>;

    /** Rows in each of these tables now, for the tracking_table_rows gauge. */
    countRows(tables: readonly string[]): Promise<Record<string, number>>;
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
  return {
    positions: await deleteOlder(db, { table: 'driver_positions', key: 'id', time: 'at' }, before),
    estimates: await deleteOlder(db, { table: 'estimates', key: 'id', time: 'at' }, before),
  };
}

export async function deleteOrdersAnonymisedBefore(db: Db, before: string): Promise<number> {
  // Fewer orders per statement than rows elsewhere: each takes its rows in the other tables with it.
  const orders = { table: 'orders', key: 'tracking_id', time: 'anonymised_at' } as const;
  return deleteOlder(db, orders, before, ORDERS_PER_DELETE);
}

/** A table whose rows age: the column that names a row, and the column of its time. */
interface Aged<T extends keyof Database> {
  table: T;
  key: keyof Database[T] & string;
  time: keyof Database[T] & string;
}

/** Deletes the rows past `before` of a table (the names are this module's constants, never a request's). */
async function deleteOlder<T extends keyof Database>(
  db: Db,
  { table, key, time }: Aged<T>,
  before: string,
  batch?: number,
): Promise<number> {
  return deleteInBatches(
    async (limit) =>
      (
        await sql<{ key: string | number }>`select ${sql.ref(key)} as key from ${sql.table(table)}
          where ${sql.ref(time)} < ${before} limit ${limit}`.execute(db)
      ).rows.map((row) => row.key),
    async (keys) =>
      (await sql`delete from ${sql.table(table)} where ${sql.ref(key)} in (${sql.join(keys)})`.execute(db))
        .numAffectedRows ?? 0,
    batch,
  );
}

const ORDERS_PER_DELETE = 100;

/**
 * The tables of the database the store is on. PostgreSQL's are read from its own schema alone: an introspection
 * of the whole catalogue evaluates every schema's tables, and fails when another schema (another service's, or
 * a concurrent test run's) is dropped while it reads.
 */
async function tablesHere(db: Db): Promise<Set<string>> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return new Set((await db.introspection.getTables()).map((table) => table.name));
  }
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema()
  `.execute(db);
  return new Set(rows.map((row) => row.name));
}

export async function countRows(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const here = await tablesHere(db);
  const counts: Record<string, number> = {};
  // The names come from the charters' registry, never from a request; one engine lacks some (change_counter).
  for (const table of tables.filter((name) => here.has(name))) {
    const row = await db
      .selectFrom(table as keyof Database)
      .select((eb) => eb.fn.countAll<number | string>().as('rows'))
      .executeTakeFirst();
    counts[table] = Number(row?.rows ?? 0);
  }
  return counts;
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
