import { nextTurn } from './next-turn';

/** Rows a retention delete removes per statement. */
export const DELETE_BATCH = 1_000;

/**
 * Deletes what `keysOf` finds, at most `batch` rows per statement, letting the event loop run between
 * statements. SQLite runs on the main thread: one statement deleting an hour's worth of rows past retention
 * (hundreds of thousands at scale, each with its index entries) would hold every socket and request until done.
 * Says how many rows went.
 */
export async function deleteInBatches<K>(
  keysOf: (limit: number) => Promise<readonly K[]>,
  remove: (keys: readonly K[]) => Promise<bigint | number>,
  batch = DELETE_BATCH,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const keys = await keysOf(batch);
    if (keys.length > 0) deleted += Number(await remove(keys));
    if (keys.length < batch) return deleted;
    await nextTurn();
  }
}
