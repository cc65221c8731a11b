import { afterAll, beforeAll, expect, it } from 'vitest';
import { personalDataEntries, unownedTables } from './charters';
import { declaredTables } from './order-view/personal-data';
import { readDatabase, type TableColumns } from './testing/database-rows';
import { startTestApp, type TestApp } from './testing/test-app';
import { describeEachEngine } from './testing/test-engines';

describeEachEngine('the personal data registry', (engine) => {
  let test: TestApp;
  let tables: TableColumns[];

  beforeAll(async () => {
    test = await startTestApp({}, { engine });
    tables = await readDatabase(test.config.database, (db) => db.tables());
  });
  afterAll(() => test.close());

  it('has an owner for every table of the database: a charter holding it, or a "no personal data" entry', () => {
    const declared = new Set([...declaredTables(personalDataEntries), ...Object.keys(unownedTables)]);
    const undeclared = tables.map(({ table }) => table).filter((table) => !declared.has(table));
    expect(undeclared, 'tables no charter declares: say what they hold and how it is erased').toEqual([]);
  });

  it('names only tables and columns that exist, so a rename cannot leave an entry pointing nowhere', () => {
    const columns = new Map(tables.map(({ table, columns }) => [table, new Set(columns)]));
    const missing = personalDataEntries.flatMap((entry) =>
      Object.entries(entry.holds).flatMap(([table, held]) =>
        (held ?? [])
          .filter((column) => !columns.get(table)?.has(column))
          .map((column) => `${table}.${column}`),
      ),
    );
    expect(missing).toEqual([]);
    const named = [...declaredTables(personalDataEntries)].filter((table) => !columns.has(table));
    expect(named).toEqual([]);
  });
});
