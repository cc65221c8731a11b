import type { Kysely, Migration } from 'kysely';

/**
 * The driver's last stretch to each delivered order's delivery point (issue 33, the delivery record): taken from
 * the driver's positions when the delivery is recorded, since the driver's history keeps only its newest
 * positions. A JSON array of {lat, lng, at}, within 300 m of the point.
 */
export const deliveryTrailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('delivery_trails')
      .addColumn('tracking_id', 'text', (column) => column.primaryKey())
      .addColumn('points', 'text', (column) => column.notNull())
      .execute();
  },
};
