import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../database';
import { KyselyStore } from '../kysely/kysely-store';
import { migrateToLatest } from '../migrations/migrations';
import type { Store } from '../store';
import { withStatementCache } from './statement-cache';

/**
 * Opens (creating when needed) the SQLite file and brings its schema up to date. WAL lets reads run beside
 * the writer; synchronous=FULL syncs every commit so an acknowledged write survives a crash or power loss.
 */
export async function openSqliteStore(filePath: string): Promise<Store> {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const database = new BetterSqlite3(filePath);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Reads through a memory map skip a system call per page: the page load path reads a few pages per request.
  database.pragma('mmap_size = 268435456');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  try {
    await migrateToLatest(db as Kysely<unknown>, 'sqlite');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselyStore(db);
}
