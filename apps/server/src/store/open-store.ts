import type { Config } from '../config';
import { openSqliteStore } from './sqlite/open-sqlite-store';
import type { Store } from './store';

/** The store the configuration names (DATABASE_URL). */
export function openStore(database: Config['database']): Promise<Store> {
  return openSqliteStore(database.path);
}
