import type { Kysely, Migration } from 'kysely';

/**
 * A recipient's report of a problem with a delivered order (issue 33): one per order, replaced only once the
 * provider resolved the one before; the resolution columns stay null until then.
 */
export const disputesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('disputes')
      .addColumn('tracking_id', 'text', (column) => column.primaryKey())
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('opened_at', 'text', (column) => column.notNull())
      .addColumn('resolution_outcome', 'text')
      .addColumn('resolution_message', 'text')
      .addColumn('resolved_at', 'text')
      .execute();
  },
};
