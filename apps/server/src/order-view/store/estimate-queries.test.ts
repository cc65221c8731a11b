import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('the estimate’s reads on SQLite', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp();
  });
  afterEach(() => test.close());

  const planOf = (query: string) => {
    const { database } = test.config;
    if (database.engine !== 'sqlite') throw new Error('an SQLite test');
    const db = new BetterSqlite3(database.path, { readonly: true });
    try {
      return db
        .prepare<[string, number], { detail: string }>(`explain query plan ${query}`)
        .all('van-1', 10)
        .map((step) => step.detail);
    } finally {
      db.close();
    }
  };

  it('reads the rows a tail lacks by a seek on driver and row id, not through the driver’s whole history', () => {
    // The since-read of position-tails.ts, as Kysely compiles it.
    const since = 'select * from "driver_positions" where "driver_id" = ? and "id" > cast(? as integer)';
    expect(planOf(since)).toEqual([
      'SEARCH driver_positions USING INDEX driver_positions_driver_id_idx (driver_id=? AND id>?)',
    ]);
  });
});
