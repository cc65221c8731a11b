import { describe, expect, it } from 'vitest';
import { deleteInBatches } from './batched-delete';

/** A table of `rows` keys; each delete removes the keys it is given, as a statement would. */
function table(rows: number) {
  let keys = Array.from({ length: rows }, (_, index) => index);
  const statements: number[] = [];
  return {
    statements,
    keysOf: async (limit: number) => keys.slice(0, limit),
    remove: async (gone: readonly number[]) => {
      statements.push(gone.length);
      keys = keys.filter((key) => !gone.includes(key));
      return BigInt(gone.length);
    },
    get left() {
      return keys.length;
    },
  };
}

describe('deleteInBatches', () => {
  it.each([
    { rows: 0, batch: 4, statements: [] },
    { rows: 3, batch: 4, statements: [3] },
    { rows: 4, batch: 4, statements: [4] },
    { rows: 10, batch: 4, statements: [4, 4, 2] },
  ])('$rows rows, $batch per statement: $statements', async ({ rows, batch, statements }) => {
    const rowsOf = table(rows);
    await expect(deleteInBatches(rowsOf.keysOf, rowsOf.remove, batch)).resolves.toBe(rows);
    expect(rowsOf.statements).toEqual(statements);
    expect(rowsOf.left).toBe(0);
  });

  it('lets other work run between its statements', async () => {
    const rowsOf = table(8);
    const seen: string[] = [];
    const remove = async (keys: readonly number[]) => {
      seen.push(`delete ${keys.length}`);
      // Work that arrives while a statement runs: it must not wait for the last statement.
      setImmediate(() => seen.push('other work'));
      return rowsOf.remove(keys);
    };
    await deleteInBatches(rowsOf.keysOf, remove, 4);
    expect(seen.slice(0, 3)).toEqual(['delete 4', 'other work', 'delete 4']);
  });
});
