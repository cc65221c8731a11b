import type { Kysely, Migration } from 'kysely';

/**
 * The days a provider offers instead of the planned one (JSON array of YYYY-MM-DD, '[]' when none) and the day
 * the recipient chose from them. Existing orders get no offered days and no choice.
 */
export const deliveryDatesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('available_delivery_dates', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
    await db.schema.alterTable('orders').addColumn('delivery_date', 'text').execute();
  },
};
