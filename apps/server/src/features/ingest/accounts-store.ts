import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { AccountChanges, AccountRecord } from '../../order-view/store/order-view-store';
import { accountChangesToRow, accountFromRow, accountToRow } from '../../order-view/store/rows';

type Db = Kysely<Database>;

export async function findAccount(db: Db, id: string): Promise<AccountRecord | undefined> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && accountFromRow(row);
}

/** Accounts by id, after `afterId`. */
export async function listAccounts(
  db: Db,
  { afterId, limit }: { afterId?: string; limit: number },
): Promise<AccountRecord[]> {
  let query = db.selectFrom('accounts').selectAll();
  if (afterId !== undefined) query = query.where('id', '>', afterId);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(accountFromRow);
}

/** Creates the account; false (nothing written) when it exists already. */
export async function insertAccount(db: Db, account: AccountRecord): Promise<boolean> {
  const written = await db
    .insertInto('accounts')
    .values(accountToRow(account))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .execute();
  return written.length > 0;
}

/**
 * Sets the fields `changes` carries, only when one of them differs: a merchant's many order creations that send
 * the same fields write nothing (and so never collide on PostgreSQL). True when the row changed.
 */
export async function updateAccount(
  db: Db,
  id: string,
  changes: AccountChanges,
  updatedAt: string,
): Promise<boolean> {
  const set = accountChangesToRow(changes);
  const columns = Object.keys(set) as (keyof typeof set)[];
  if (columns.length === 0) return false;
  const written = await db
    .updateTable('accounts')
    .set({ ...set, updated_at: updatedAt })
    .where('id', '=', id)
    .where((eb) => eb.or(columns.map((column) => eb(column, 'is distinct from', set[column] ?? null))))
    .returning('id')
    .execute();
  return written.length > 0;
}
