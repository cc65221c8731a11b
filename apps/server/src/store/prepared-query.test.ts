import { Kysely, SqliteDialect, sql } from 'kysely';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query';

interface TestDb {
  items: { id: string; owner: string; rank: number };
}

let db: Kysely<TestDb>;
beforeEach(async () => {
  db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
  await db.schema
    .createTable('items')
    .addColumn('id', 'text')
    .addColumn('owner', 'text')
    .addColumn('rank', 'integer')
    .execute();
  await db
    .insertInto('items')
    .values([
      { id: 'a', owner: 'x', rank: 1 },
      { id: 'b', owner: 'x', rank: 2 },
      { id: 'c', owner: 'y', rank: 3 },
    ])
    .execute();
});
afterEach(() => db.destroy());

describe('preparedQuery', () => {
  it('runs the once-compiled query with each call’s values, keeping constant parameters', async () => {
    const query = preparedQuery((kysely: Kysely<TestDb>, owner, notId) =>
      kysely
        .selectFrom('items')
        .select('id')
        .where('owner', '=', owner)
        .where('id', '!=', notId)
        .orderBy('rank')
        .limit(5),
    );
    expect(await query(db, 'x', 'a')).toEqual([{ id: 'b' }]);
    expect(await query(db, 'x', 'zz')).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(await query(db, 'y', 'a')).toEqual([{ id: 'c' }]);
  });

  it('binds numbers and nulls as they are, in an insert as well', async () => {
    const insert = preparedQuery((kysely: Kysely<TestDb>, id, owner, rank) =>
      kysely.insertInto('items').values({ id, owner, rank: sql<number>`${rank}` }),
    );
    await insert(db, 'd', 'z', 7);
    await insert(db, 'e', 'z', null);
    const rows = await db.selectFrom('items').selectAll().where('owner', '=', 'z').orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'd', owner: 'z', rank: 7 },
      { id: 'e', owner: 'z', rank: null },
    ]);
    const types = await sql<{ type: string }>`select typeof(rank) as type from items where id = 'd'`.execute(
      db,
    );
    expect(types.rows).toEqual([{ type: 'integer' }]);
  });
});
