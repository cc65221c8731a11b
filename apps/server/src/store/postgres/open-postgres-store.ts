import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../database';
import type { OpenedDatabase } from '../opened-database';
import { migrateToLatest } from '../migrations/migrations';
import { queryLog } from '../query-log';
import type { StoreObserver } from '../store';
import { POSTGRES_TRANSACTIONS } from './transactions';

export interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database, libpq parameters allowed (sslmode, options=-c search_path=…). */
  url: string;
  /** Connections in the pool: the most queries this instance runs at once. */
  poolSize: number;
  /** Longest wait for a pooled connection, and for a query's answer; then the request fails (503). */
  timeoutMs: number;
  log: { warn(details: object, message: string): void };
  observer?: StoreObserver;
}

/**
 * Opens a connection pool and brings the schema (in the connection's current schema) up to date. Several
 * instances may start at once: the migrator takes a lock, so one migrates and the others wait.
 */
export async function openPostgresDatabase({
  url,
  poolSize,
  timeoutMs,
  log,
  observer,
}: PostgresStoreOptions): Promise<OpenedDatabase> {
  const parsers = new pg.TypeOverrides();
  // count(*), 64-bit keys and timeDiffs come as int8; they stay far below 2^53, so a number holds them exactly.
  parsers.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: parsers,
    // Neither waiting for a connection nor for an answer hangs a request while the server is away or stuck:
    // both fail after timeoutMs, and the request answers 503. The server's own statement_timeout ends the query.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    fallback_application_name: 'parcel-tracking',
  });
  // An idle connection that dies (the server restarted, say) must not take the process down; the pool replaces it.
  pool.on('error', (error) =>
    log.warn({ err: error }, 'PostgreSQL connection lost; the pool will reconnect'),
  );
  // Nor one in use between two queries (inside a transaction): pg emits the server's goodbye (57P01 on a fast
  // shutdown) as an 'error' event that no query takes. Its next query fails (503) and the pool drops it on release.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log.warn({ err: error }, 'PostgreSQL connection in use lost; its request fails'),
    ),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(observer) });
  try {
    const schema = await currentSchema(db);
    await migrateToLatest(db as Kysely<unknown>, 'postgres', schema);
    await warnWithoutSynchronousCommit(db, log);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, transactions: POSTGRES_TRANSACTIONS, close: () => db.destroy() };
}

/** The schema tables are created in: the first existing one on the search_path. */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL: no schema of the search_path exists; create it or fix the URL');
  return schema;
}

/** Acknowledged writes must survive a crash: with synchronous_commit off, the last commits can be lost. */
async function warnWithoutSynchronousCommit(db: Kysely<Database>, log: PostgresStoreOptions['log']) {
  const { rows } = await sql<{
    value: string;
  }>`select current_setting('synchronous_commit') as value`.execute(db);
  const value = rows[0]?.value;
  if (value === 'off') {
    log.warn(
      { synchronous_commit: value },
      'PostgreSQL synchronous_commit is not on: acknowledged writes can be lost',
    );
  }
}
