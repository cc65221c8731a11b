import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../database';
import type { OpenedDatabase } from '../opened-database';
import { SERIAL_TRANSACTIONS } from '../transaction-policy';
import { migrateToLatest } from '../migrations/migrations';
import { queryLog } from '../query-log';
import type { StoreObserver } from '../store';
import { SideConnection } from './side-connection';
import { withStatementCache } from './statement-cache';
import { WalFile, WalSync } from './wal-sync';

/**
 * Opens (creating when needed) the SQLite file and brings its schema up to date. WAL lets reads run beside
 * the writer. Every transaction resolves only once its commit is synced to disk, so an acknowledged write
 * survives a crash or power loss; the sync runs off the event loop and is shared by the commits waiting for it
 * (see WalSync), instead of synchronous=FULL blocking the loop for each commit.
 */
export async function openSqliteDatabase(
  filePath: string,
  log: StoreLog = STDERR_LOG,
  observer?: StoreObserver,
): Promise<OpenedDatabase> {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const database = new BetterSqlite3(filePath);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  // The WAL is copied into the database file by the side connection's thread, never by a commit on this one.
  database.pragma('wal_autocheckpoint = 0');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Reads through a memory map skip a system call per page: the page load path reads a few pages per request.
  database.pragma('mmap_size = 268435456');
  const statements = withStatementCache(database, observer && ((hit) => observer.statementCache(hit)));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: statements }),
    log: queryLog(observer),
  });
  try {
    await migrateToLatest(db as Kysely<unknown>, 'sqlite');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const wal = new WalFile(`${filePath}-wal`);
  const walSync = new WalSync(() => wal.sync());
  const side = new SideConnection(filePath, CHECKPOINT_INTERVAL_MS, (message) =>
    log.warn({ message }, 'SQLite checkpoint failed; it is tried again'),
  );
  return {
    db,
    transactions: { ...SERIAL_TRANSACTIONS, afterCommit: () => walSync.sync() },
    countRows: (tables) => side.countRows(tables),
    singleWriter: true,
    async close() {
      await side.close();
      await db.destroy();
      await wal.close();
    },
  };
}

/** How often the WAL is copied into the database file (and can start over from its beginning). */
const CHECKPOINT_INTERVAL_MS = 1000;

interface StoreLog {
  warn(details: object, message: string): void;
}

const STDERR_LOG: StoreLog = { warn: (details, message) => console.warn(message, details) };
