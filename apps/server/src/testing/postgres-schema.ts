import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Prefix of the schemas tests create; a schema's name also holds when it was made, to sweep leftovers. */
const TEST_SCHEMA_PREFIX = 'test_';
/** Leftovers of runs that died (a killed process cannot drop its schema) older than this are swept. */
const LEFTOVER_AGE_MS = 6 * 60 * 60 * 1000;

async function run(serverUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestSchema {
  /** The server URL with this schema as its search_path: what DATABASE_URL gets. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty schema on the test server, so tests, files and concurrent runs never see each other's rows. */
export async function createTestSchema(serverUrl: string): Promise<TestSchema> {
  const schema = `${TEST_SCHEMA_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}`;
  await run(serverUrl, `create schema ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `drop schema if exists ${schema} cascade`).then(() => undefined),
  };
}

/** Drops test schemas of runs that died long ago. */
export async function sweepLeftoverSchemas(serverUrl: string): Promise<number> {
  const { rows } = await run(
    serverUrl,
    `select nspname from pg_namespace where nspname like '${TEST_SCHEMA_PREFIX}%'`,
  );
  const cutoff = Date.now() - LEFTOVER_AGE_MS;
  const old = rows
    .map((row: { nspname: string }) => row.nspname)
    .filter((name) => Number(name.slice(TEST_SCHEMA_PREFIX.length).split('_')[0]) < cutoff);
  for (const name of old) await run(serverUrl, `drop schema if exists ${name} cascade`);
  return old.length;
}
