import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from '../unavailable';
import { withStatementCache } from './statement-cache';

/** An in-memory database through the wrapper, with one table of blobs. */
async function openDatabase() {
  const database = new BetterSqlite3(':memory:');
  const db = new Kysely<{ blobs: { data: Buffer } }>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
  await db.schema.createTable('blobs').addColumn('data', 'blob').execute();
  return { database, db };
}

describe('withStatementCache', () => {
  it('keeps one prepared statement per query text', async () => {
    const database = new BetterSqlite3(':memory:');
    const lookups: boolean[] = [];
    const wrapped = withStatementCache(database, (hit) => lookups.push(hit));
    expect(wrapped.prepare('select 1')).toBe(wrapped.prepare('select 1'));
    expect(lookups).toEqual([false, true]);
  });

  it('lets a full database fail its transaction with SQLITE_FULL, not a failed rollback, and write again after', async () => {
    const { database, db } = await openDatabase();
    // The file may not grow past its size now: the next pages a write needs are "disk full".
    const pages = database.pragma('page_count', { simple: true }) as number;
    database.pragma(`max_page_count = ${pages}`);
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        for (let row = 0; row < 100; row++) {
          await trx
            .insertInto('blobs')
            .values({ data: Buffer.alloc(64 * 1024) })
            .execute();
        }
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toMatchObject({ code: 'SQLITE_FULL' });
    expect(isStoreUnavailable(failed)).toBe(true);
    expect(database.inTransaction).toBe(false);

    database.pragma(`max_page_count = ${pages + 1000}`);
    await db.transaction().execute((trx) =>
      trx
        .insertInto('blobs')
        .values({ data: Buffer.alloc(10) })
        .execute(),
    );
    const { rows } = await sql<{ count: number }>`select count(*) as count from blobs`.execute(db);
    expect(rows[0]?.count).toBe(1);
  });
});
