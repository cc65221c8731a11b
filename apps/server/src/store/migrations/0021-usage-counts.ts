import type { Kysely, Migration } from 'kysely';

/**
 * What a merchant reads of its recipients' use of the page (issue 30, stats): counts per account, UTC day and
 * kind, added to by each instance's periodic flush; and when an order's own link was first opened, so its
 * `order.link_opened` event goes once, whichever instance served the first open.
 */
export const usageCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_daily_counts')
      .addColumn('account_id', 'text', (column) => column.notNull())
      /** YYYY-MM-DD, UTC. */
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('account_daily_counts_pk', ['account_id', 'day', 'kind'])
      .execute();
    await db.schema
      .createIndex('account_daily_counts_day_idx')
      .on('account_daily_counts')
      .column('day')
      .execute();
    await db.schema.alterTable('orders').addColumn('link_opened_at', 'text').execute();
  },
};
