import type { Kysely, Migration } from 'kysely';
import { identityKey, wideInteger, type SqlEngine } from './engine-columns';

/** The history of each order's arrival estimate, with its inputs, so the page can chart why it moved. */
export function estimatesMigration(engine: SqlEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('estimates')
        .addColumn('id', wideInteger(engine), identityKey(engine))
        .addColumn('tracking_id', 'text', (column) =>
          column.notNull().references('orders.tracking_id').onDelete('cascade'),
        )
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('cause', 'text', (column) => column.notNull())
        .addColumn('arrival_at', 'text', (column) => column.notNull())
        .addColumn('time_diff_ms', wideInteger(engine))
        .addColumn('stops_before', 'integer')
        .addColumn('distance_m', 'integer', (column) => column.notNull())
        .addColumn('speed_kmh', 'double precision', (column) => column.notNull())
        .addColumn('driver_lat', 'double precision', (column) => column.notNull())
        .addColumn('driver_lng', 'double precision', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('estimates_order_idx')
        .on('estimates')
        .columns(['tracking_id', 'id'])
        .execute();
    },
  };
}
