import type { Kysely, Migration } from 'kysely';

/**
 * Coalesced webhooks (issue 28): webhook_events.coalesce_key names the order and type of a recipient's change
 * (hashed), so a change made while an earlier one's event still waits for its first attempt replaces that event
 * instead of adding one.
 */
export const webhookCoalescingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('webhook_events').addColumn('coalesce_key', 'text').execute();
    await db.schema
      .createIndex('webhook_events_coalesce_idx')
      .on('webhook_events')
      .columns(['coalesce_key', 'status'])
      .execute();
  },
};
