import type { Config } from '../platform/config/config';
import { openPostgresStore } from './postgres/open-postgres-store';
import { openSqliteStore } from './sqlite/open-sqlite-store';
import type { Store, StoreObserver } from './store';

/** The store DATABASE_URL names: its scheme picks the engine (sqlite: or postgres://). */
export function openStore(
  database: Config['database'],
  log: { warn(details: object, message: string): void },
  observer?: StoreObserver,
): Promise<Store> {
  switch (database.engine) {
    case 'sqlite':
      return openSqliteStore(database.path, log, observer);
    case 'postgres':
      return openPostgresStore({ ...database, log, observer });
  }
}
