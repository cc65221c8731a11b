import type { Kysely, Migration } from 'kysely';

/**
 * "Stops before yours" is now one rule in the domain over the driver's stops, so the store no longer keeps a
 * done flag in step with orders as a side effect; orders are found by account when its tracking is switched off.
 */
export const stopsBeforeByRuleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('driver_routes_pending_idx').execute();
    await db.schema.alterTable('driver_routes').dropColumn('done').execute();
    await db.schema
      .createIndex('orders_account_open_idx')
      .on('orders')
      .columns(['account_id', 'final_at'])
      .execute();
  },
};
