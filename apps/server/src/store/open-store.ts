import type { Config } from '../platform/config/config';
import type { OpenedDatabase } from './opened-database';
import { openPostgresDatabase } from './postgres/open-postgres-store';
import { openSqliteDatabase } from './sqlite/open-sqlite-store';
import type { StoreObserver } from './store';

/** The database DATABASE_URL names, opened and migrated: its scheme picks the engine (sqlite: or postgres://). */
export function openDatabase(
  database: Config['database'],
  log: { warn(details: object, message: string): void },
  observer?: StoreObserver,
): Promise<OpenedDatabase> {
  switch (database.engine) {
    case 'sqlite':
      return openSqliteDatabase(database.path, log, observer);
    case 'postgres':
      return openPostgresDatabase({ ...database, log, observer });
  }
}
