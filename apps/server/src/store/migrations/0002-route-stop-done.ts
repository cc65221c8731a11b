import type { Kysely, Migration } from 'kysely';

/**
 * Marks route stops whose order is final, so "stops before yours" is one index range count on every page load
 * instead of a join over the whole route.
 */
export const routeStopDoneMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('driver_routes')
      .addColumn('done', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('driver_routes_pending_idx')
      .on('driver_routes')
      .columns(['driver_id', 'done', 'position'])
      .execute();
    await db.schema
      .createIndex('driver_routes_order_idx')
      .on('driver_routes')
      .column('tracking_id')
      .execute();
  },
};
