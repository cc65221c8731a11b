import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { TransactionPolicy } from './transaction-policy';

/**
 * A database an engine opened and brought up to date: the Kysely instance every store port queries, how its
 * transactions run, and how to let it go. The composition root builds the store (app-store.ts) on it.
 */
export interface OpenedDatabase {
  db: Kysely<Database>;
  transactions: TransactionPolicy;
  /** Stops what the engine runs beside the database (SQLite's side connection), then closes it. */
  close(): Promise<void>;
  /**
   * The rows of each existing table of `tables`, counted where they hold no request or socket up (SQLite's side
   * connection; a count there reads the whole table on the thread that runs it). Without it, the store's query.
   */
  countRows?: (tables: readonly string[]) => Promise<Record<string, number>>;
  /**
   * Whether this process is the database's one writer and its AUTOINCREMENT keys follow commit order (SQLite):
   * a read may then keep rows and later ask only for higher keys.
   */
  singleWriter?: boolean;
}
