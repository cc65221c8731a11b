import type { Kysely, Migration } from 'kysely';

/**
 * calendar_feeds (issue 28): the view-only id a calendar subscribes with, one per order, so a feed URL (kept by
 * calendar apps, synced to other devices) never carries the order's full-access tracking id. It opens the share
 * view; it goes when revoked like a share link, when the order is anonymised, and with the order.
 */
export const calendarFeedsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('calendar_id', 'text', (column) => column.primaryKey())
      .addColumn('tracking_id', 'text', (column) =>
        column.notNull().unique().references('orders.tracking_id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
};
