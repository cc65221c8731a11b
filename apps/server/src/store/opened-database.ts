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
  /** Stops what the engine runs beside the database (SQLite's checkpointer), then closes it. */
  close(): Promise<void>;
}
