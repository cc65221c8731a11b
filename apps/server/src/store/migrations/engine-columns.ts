import type { ColumnDefinitionBuilder } from 'kysely';

/** The SQL engines one migration set serves; each spells an auto-numbered key its own way. */
export type SqlEngine = 'sqlite' | 'postgres';

/** A surrogate integer key numbered by the database. */
export function identityKey(engine: SqlEngine) {
  return (column: ColumnDefinitionBuilder) =>
    engine === 'sqlite'
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedByDefaultAsIdentity();
}
