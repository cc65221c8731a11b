import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * After a write fails for a full disk or an I/O error, SQLite may have rolled the transaction back itself; the
 * ROLLBACK Kysely then sends would fail ("no transaction is active") and hide the real error (SQLITE_FULL, a
 * 503) behind a 500. With no transaction open, it runs a statement that does nothing instead.
 */
const ROLLBACK = 'rollback';
const NOTHING = 'select 1 where 0';

/**
 * Kysely prepares every query afresh; the service runs a handful of distinct queries, so keeping their
 * prepared statements saves the parse on every request. Bounded in case a caller builds unusual SQL.
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  onLookup: (hit: boolean) => void = () => {},
  limit = 500,
): SqliteDatabase {
  // Least recently used out past the limit: a burst of unusual SQL never drops the hot statements.
  const statements = new LRUCache<string, SqliteStatement>({ max: limit });
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      if (sql === ROLLBACK && !database.inTransaction) sql = NOTHING;
      const cached = statements.get(sql);
      onLookup(cached !== undefined);
      if (cached) return cached;
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}
