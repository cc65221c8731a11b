import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../platform/config/config';
import { createTestSchema } from './postgres-schema';
import { TEST_SERVERS, type TestEngine } from './test-engines';

export interface DurableDatabase {
  /** What DATABASE_URL gets. */
  url: string;
  /** The same database as the config names it, to read it from outside (testing/database-rows.ts). */
  database: Config['database'];
  drop(): Promise<void>;
}

/** A database that outlives the processes of a crash test: a SQLite file, or a schema on the PostgreSQL test server. */
export async function durableDatabase(engine: TestEngine): Promise<DurableDatabase> {
  if (engine === 'postgres') {
    const schema = await createTestSchema(TEST_SERVERS.postgresUrl ?? '');
    return { ...schema, database: { engine: 'postgres', url: schema.url, poolSize: 1, timeoutMs: 10_000 } };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'tracking-crash-'));
  const file = path.join(dir, 'tracking.sqlite');
  return {
    url: `sqlite:${file}`,
    database: { engine: 'sqlite', path: file },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
