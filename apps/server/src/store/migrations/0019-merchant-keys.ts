import type { Kysely, Migration } from 'kysely';

/**
 * Keys scoped to one merchant (issue 30): kept as a sha256 of the key (the key itself is shown once), named, with
 * when it was made and last used. Revoking deletes the row.
 */
export const merchantKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('merchant_keys')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('key_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema
      .createIndex('merchant_keys_account_idx')
      .on('merchant_keys')
      .columns(['account_id', 'created_at'])
      .execute();
  },
};
