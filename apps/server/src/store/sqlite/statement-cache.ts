import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely prepares every query afresh; the service runs a handful of distinct queries, so keeping their
 * prepared statements saves the parse on every request. Bounded in case a caller builds unusual SQL.
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  onLookup: (hit: boolean) => void = () => {},
  limit = 500,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      onLookup(cached !== undefined);
      if (cached) return cached;
      if (statements.size >= limit) statements.clear();
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}
