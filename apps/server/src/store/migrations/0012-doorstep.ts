import type { Kysely, Migration } from 'kysely';
import type { SqlEngine } from './engine-columns';

/**
 * The doorstep card and proof of delivery (issue 18):
 * - doorsteps: the recipient's photo (WebP bytes the service encoded itself, never a path) and pin, one per
 *   order, gone with the order; photo_version names the bytes, so a replaced photo gets a new address;
 * - order_events.lat/lng: where an event happened (a delivery: where the parcel was left), when the provider
 *   says.
 */
export function doorstepMigration(engine: SqlEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('doorsteps')
        .addColumn('tracking_id', 'text', (column) =>
          column.primaryKey().references('orders.tracking_id').onDelete('cascade'),
        )
        .addColumn('photo', engine === 'sqlite' ? 'blob' : 'bytea', (column) => column.notNull())
        .addColumn('photo_version', 'text', (column) => column.notNull())
        .addColumn('lat', 'double precision', (column) => column.notNull())
        .addColumn('lng', 'double precision', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.alterTable('order_events').addColumn('lat', 'double precision').execute();
      await db.schema.alterTable('order_events').addColumn('lng', 'double precision').execute();
    },
  };
}
