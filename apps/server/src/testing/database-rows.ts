import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../platform/config/config';

/** A table's name and its columns, as the database itself lists them. */
export interface TableColumns {
  table: string;
  columns: string[];
}

/**
 * Reads the service's database from outside the store, as an auditor would: every table the engine lists
 * (sqlite_master, information_schema) and every row of it. Opened per call, closed before it returns.
 */
export async function readDatabase<T>(
  database: Config['database'],
  read: (db: { tables(): Promise<TableColumns[]>; rows(table: string): Promise<unknown[][]> }) => Promise<T>,
): Promise<T> {
  if (database.engine === 'sqlite') {
    const db = new BetterSqlite3(database.path, { readonly: true });
    try {
      return await read({
        tables: async () =>
          db
            .prepare<[], { name: string }>(
              "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
            )
            .all()
            .map(({ name }) => ({
              table: name,
              columns: db
                .prepare<[], { name: string }>(`select name from pragma_table_info('${name}')`)
                .all()
                .map((column) => column.name),
            })),
        rows: async (table) => db.prepare(`select * from "${table}"`).raw().all() as unknown[][],
      });
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await read({
      async tables() {
        const { rows } = await client.query<{ table_name: string; column_name: string }>(
          `select table_name, column_name from information_schema.columns
           where table_schema = current_schema() order by table_name, ordinal_position`,
        );
        const tables = new Map<string, string[]>();
        for (const row of rows)
          tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
        return [...tables].map(([table, columns]) => ({ table, columns }));
      },
      rows: async (table) =>
        (await client.query({ text: `select * from "${table}"`, rowMode: 'array' })).rows,
    });
  } finally {
    await client.end();
  }
}

/** Where a needle was found: table, column and the needle's label. */
export interface Hit {
  table: string;
  column: string;
  needle: string;
}

/** Every text and binary value of every table searched for each needle (text, or bytes such as a photo's). */
export function findInDatabase(
  database: Config['database'],
  needles: Readonly<Record<string, string | Buffer>>,
): Promise<Hit[]> {
  return readDatabase(database, async (db) => {
    const hits: Hit[] = [];
    for (const { table, columns } of await db.tables()) {
      for (const row of await db.rows(table)) {
        row.forEach((value, index) => {
          const bytes = typeof value === 'string' || value instanceof Uint8Array ? Buffer.from(value) : null;
          for (const [needle, sought] of Object.entries(needles)) {
            if (bytes?.includes(sought)) hits.push({ table, column: columns[index] ?? '?', needle });
          }
        });
      }
    }
    return hits;
  });
}
