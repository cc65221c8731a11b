import type { Kysely, Selectable } from 'kysely';
import type { Database, MerchantKeysTable } from '../../store/database';
import type { IsoTime } from '../../store/store';

/** A key of one merchant's: what is kept of it (never the key). */
export interface MerchantKeyRecord {
  id: string;
  accountId: string;
  name: string;
  createdAt: IsoTime;
  lastUsedAt: IsoTime | null;
}

declare module '../../store/store' {
  /** The ingest API's merchant keys: each scoped to one account, kept by its hash. */
  interface Store {
    /** Keeps a merchant key by the hash of the key. */
    insertMerchantKey(key: MerchantKeyRecord, keyHash: string): Promise<void>;

    /** The account's keys, oldest first. */
    listMerchantKeys(accountId: string): Promise<MerchantKeyRecord[]>;

    /** The key whose hash this is, if it exists (is not revoked). */
    findMerchantKeyByHash(keyHash: string): Promise<MerchantKeyRecord | undefined>;

    /** Records a use of the key. */
    touchMerchantKey(id: string, at: IsoTime): Promise<void>;

    /** Revokes (deletes) the account's key; false when it has no such key. */
    deleteMerchantKey(accountId: string, id: string): Promise<boolean>;
  }
}

type Db = Kysely<Database>;

const COLUMNS = ['id', 'account_id', 'name', 'created_at', 'last_used_at'] as const;

const fromRow = (row: Pick<Selectable<MerchantKeysTable>, (typeof COLUMNS)[number]>): MerchantKeyRecord => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export async function insertKey(db: Db, key: MerchantKeyRecord, keyHash: string): Promise<void> {
  await db
    .insertInto('merchant_keys')
    .values({
      id: key.id,
      account_id: key.accountId,
      name: key.name,
      key_hash: keyHash,
      created_at: key.createdAt,
      last_used_at: key.lastUsedAt,
    })
    .execute();
}

export async function listKeys(db: Db, accountId: string): Promise<MerchantKeyRecord[]> {
  const rows = await db
    .selectFrom('merchant_keys')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

export async function findKeyByHash(db: Db, keyHash: string): Promise<MerchantKeyRecord | undefined> {
  const row = await db
    .selectFrom('merchant_keys')
    .select(COLUMNS)
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function touchKey(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('merchant_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}

export async function deleteKey(db: Db, accountId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('merchant_keys')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
