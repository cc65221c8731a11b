import type { Kysely, Migration } from 'kysely';

/**
 * Webhook endpoints per merchant (issue 30): each with its URL, its events, its account (null: every account)
 * and its signing secret (the previous one too, for 24 h after a rotation). An outbox row is one delivery: an
 * event to one endpoint (endpoint_id null: WEBHOOK_URL, the deployment's default), so each endpoint's deliveries
 * wait for nothing but their own.
 */
export const webhookEndpointsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text')
      .addColumn('url', 'text', (column) => column.notNull())
      /** JSON array of event types. */
      .addColumn('events', 'text', (column) => column.notNull())
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('previous_secret', 'text')
      .addColumn('previous_secret_until', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_endpoints_account_idx')
      .on('webhook_endpoints')
      .column('account_id')
      .execute();
    await db.schema.alterTable('webhook_events').addColumn('endpoint_id', 'text').execute();
    // Deliveries to an endpoint in order per order: the claim looks for an earlier one still pending.
    await db.schema
      .createIndex('webhook_events_order_seq_idx')
      .on('webhook_events')
      .columns(['tracking_id', 'seq'])
      .execute();
  },
};
