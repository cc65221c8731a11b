import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlEngine } from './engine-columns';

/**
 * Merchants are tenants (issue 30): an order's externalId is the merchant's own id, unique within its account,
 * no longer across every merchant.
 * - orders.external_id moves to a new column unique per (account_id, external_id). SQLite cannot drop a column
 *   with a UNIQUE constraint (nor the constraint), so there the old column stays, renamed and emptied;
 *   PostgreSQL drops it. An index on (account_id, change_seq) serves a merchant's change feed.
 * - orders.create_fingerprint: a hash of the create call's body (keys in any order), so a create sent again
 *   with the same externalId is told apart from a different order under a taken id (409).
 */
export function externalIdPerAccountMigration(engine: SqlEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').renameColumn('external_id', 'external_id_global').execute();
      await db.schema.alterTable('orders').addColumn('external_id', 'text').execute();
      await db.schema.alterTable('orders').addColumn('create_fingerprint', 'text').execute();
      await sql`update orders set external_id = external_id_global, external_id_global = null`.execute(db);
      if (engine === 'postgres')
        await db.schema.alterTable('orders').dropColumn('external_id_global').execute();
      await db.schema
        .createIndex('orders_account_external_id_idx')
        .on('orders')
        .columns(['account_id', 'external_id'])
        .unique()
        .execute();
      // One merchant's change feed.
      await db.schema
        .createIndex('orders_account_change_seq_idx')
        .on('orders')
        .columns(['account_id', 'change_seq', 'tracking_id'])
        .execute();
    },
  };
}
