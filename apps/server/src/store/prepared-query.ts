import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** What a prepared query binds: as the engine takes it (a number stays a number, so its column's type holds). */
export type PreparedValue = string | number | null;

/** Stand-in for parameter `index` while the query is compiled; replaced by the real value on each run. */
const slot = (index: number) => `\u0000prepared-parameter-${index}`;

/**
 * A query built and compiled once (by the dialect of the first database it runs on), then run with new parameter
 * values, so the hot reads skip Kysely's per-call building and compiling. Make one per store: stores on
 * different engines must not share compiled SQL.
 */
export function preparedQuery<DB, Row>(build: (db: Kysely<DB>, ...parameters: string[]) => Compilable<Row>) {
  let compiled: CompiledQuery<Row> | undefined;
  let slotOf: (number | undefined)[] = [];
  return async (db: Kysely<DB>, ...values: PreparedValue[]): Promise<Row[]> => {
    if (!compiled) {
      const slots = new Map(values.map((_, index) => [slot(index), index]));
      compiled = build(db, ...slots.keys()).compile();
      slotOf = compiled.parameters.map((parameter) => slots.get(parameter as string));
    }
    const parameters = compiled.parameters.map((parameter, index) => {
      const slotIndex = slotOf[index];
      return slotIndex === undefined ? parameter : values[slotIndex];
    });
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
