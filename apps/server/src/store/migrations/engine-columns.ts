import type { ColumnDefinitionBuilder } from 'kysely';

/** The SQL engines one migration set serves; each spells an auto-numbered key its own way. */
export type SqlEngine = 'sqlite' | 'postgres';

/**
 * A whole number of up to 64 bits. SQLite's integer already is; PostgreSQL's is 32 bits, which a busy
 * position table's key outgrows within days and a far-off promised time's timeDiff (in ms) overflows.
 */
export function wideInteger(engine: SqlEngine): 'integer' | 'bigint' {
  return engine === 'sqlite' ? 'integer' : 'bigint';
}

/** A surrogate key numbered by the database; its column type is `wideInteger(engine)`. */
export function identityKey(engine: SqlEngine) {
  return (column: ColumnDefinitionBuilder) =>
    engine === 'sqlite'
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedByDefaultAsIdentity();
}
