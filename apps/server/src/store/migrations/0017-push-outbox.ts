import type { Kysely, Migration } from 'kysely';

/**
 * Web Push sending (issue 32): what was last pushed to each subscription (milestones, estimate, window, the
 * day's count in the address's zone) and the page it opens; push_outbox holds the messages still to send, leased
 * by one instance at a time and retried with backoff until their TTL runs out. A message goes with its
 * subscription.
 */
export const pushOutboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('push_subscriptions')
      .addColumn('page_url', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('push_subscriptions')
      .addColumn('pushed_reasons', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('push_subscriptions').addColumn('pushed_eta', 'text').execute();
    await db.schema.alterTable('push_subscriptions').addColumn('pushed_window', 'text').execute();
    await db.schema.alterTable('push_subscriptions').addColumn('sent_day', 'text').execute();
    await db.schema
      .alterTable('push_subscriptions')
      .addColumn('sent_today', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('push_outbox')
      .addColumn('message_id', 'text', (column) => column.primaryKey())
      .addColumn('subscription_id', 'text', (column) =>
        column.notNull().references('push_subscriptions.subscription_id').onDelete('cascade'),
      )
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('topic', 'text', (column) => column.notNull())
      .addColumn('urgency', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .execute();
    await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').column('next_attempt_at').execute();
  },
};
