import type { Kysely, Migration } from 'kysely';

/**
 * What the operations jobs need: a lease per job, so one instance at a time runs it, and indexes for the
 * retention job's scans (orders by when they became final, positions and estimates by age).
 */
export const operationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_leases')
      .addColumn('job', 'text', (column) => column.primaryKey())
      .addColumn('holder', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('orders_final_at_idx').on('orders').column('final_at').execute();
    await db.schema.createIndex('driver_positions_at_idx').on('driver_positions').column('at').execute();
    await db.schema.createIndex('estimates_at_idx').on('estimates').column('at').execute();
  },
};
