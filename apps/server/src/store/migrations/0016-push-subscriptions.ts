import type { Kysely, Migration } from 'kysely';

/**
 * push_subscriptions (issue 32): a browser's Web Push subscription to one order, through the order's own link or
 * a share link (`share_id`: the share holder's messages carry no address). At most 10 per order (counted by the
 * service); one row per endpoint and order. They go with the order, when it is anonymised and a day after it is
 * final (retention).
 */
export const pushSubscriptionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('subscription_id', 'text', (column) => column.primaryKey())
      .addColumn('tracking_id', 'text', (column) =>
        column.notNull().references('orders.tracking_id').onDelete('cascade'),
      )
      .addColumn('share_id', 'text')
      .addColumn('endpoint', 'text', (column) => column.notNull())
      .addColumn('p256dh', 'text', (column) => column.notNull())
      .addColumn('auth', 'text', (column) => column.notNull())
      .addColumn('lang', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('push_subscriptions_order_endpoint', ['tracking_id', 'endpoint'])
      .execute();
  },
};
