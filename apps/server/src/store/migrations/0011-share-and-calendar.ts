import type { Kysely, Migration } from 'kysely';

/**
 * Beyond the tracking page (issue 17):
 * - accounts.live_map_max_stops_before: the driver is shown only this many stops before the recipient's;
 * - share_links: a household's view-only links to an order (a few per order, deleted when revoked);
 * - calendar_entries: what an order's calendar entry showed when last served, so its SEQUENCE grows with
 *   every change a calendar client can see.
 */
export const shareAndCalendarMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('live_map_max_stops_before', 'integer').execute();
    await db.schema
      .createTable('share_links')
      .addColumn('share_id', 'text', (column) => column.primaryKey())
      .addColumn('tracking_id', 'text', (column) =>
        column.notNull().references('orders.tracking_id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('share_links_tracking_id_idx')
      .on('share_links')
      .column('tracking_id')
      .execute();
    await db.schema
      .createTable('calendar_entries')
      .addColumn('tracking_id', 'text', (column) =>
        column.primaryKey().references('orders.tracking_id').onDelete('cascade'),
      )
      .addColumn('fingerprint', 'text', (column) => column.notNull())
      .addColumn('sequence', 'integer', (column) => column.notNull())
      .execute();
  },
};
