import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

/**
 * Numbers an order's change, inside the transaction that makes it, so that numbers follow commit order: a
 * change-feed reader who has seen number n never later finds a smaller one committed.
 */
export type ChangeSequence = (db: Kysely<Database>) => Promise<number>;

/** SQLite runs one write transaction at a time: a counter row is enough. */
export const counterChangeSequence: ChangeSequence = async (db) => {
  const row = await db
    .updateTable('change_counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('id', '=', 1)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
};

/** Any constant of our own: the advisory lock every order change takes (pg_advisory_xact_lock's bigint). */
const CHANGE_LOCK_KEY = 7_402_150_915n;

/**
 * PostgreSQL runs transactions side by side, and a sequence alone hands out numbers in start order, not commit
 * order. The transaction-level advisory lock, held until commit, makes the number's assignment and the commit one
 * step no other order change can enter.
 */
export const lockedChangeSequence: ChangeSequence = async (db) => {
  await sql`select pg_advisory_xact_lock(${CHANGE_LOCK_KEY})`.execute(db);
  const { rows } = await sql<{ seq: number }>`select nextval('order_change_seq') as seq`.execute(db);
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error('order_change_seq gave no value');
  return seq;
};
