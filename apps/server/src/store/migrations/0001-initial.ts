import type { Kysely, Migration } from 'kysely';
import { identityKey, wideInteger, type SqlEngine } from './engine-columns';

/** Accounts, orders and their timeline, driver positions and routes, feedback history. */
export function initialMigration(engine: SqlEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('logo', 'text')
        .addColumn('is_tech', 'integer', (column) => column.notNull())
        .addColumn('always_deliver_outside', 'integer', (column) => column.notNull())
        .addColumn('tracking_theme', 'text')
        .addColumn('tracking_enabled', 'integer', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('tracking_id', 'text', (column) => column.primaryKey())
        .addColumn('external_id', 'text', (column) => column.unique())
        .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
        .addColumn('status_code', 'integer', (column) => column.notNull())
        .addColumn('promised_time', 'text')
        .addColumn('time_diff_ms', wideInteger(engine), (column) => column.notNull())
        .addColumn('delivery_window_start', 'text')
        .addColumn('delivery_window_end', 'text')
        .addColumn('delivery_address', 'text', (column) => column.notNull())
        .addColumn('pickup_address', 'text')
        .addColumn('service_type', 'text', (column) => column.notNull())
        .addColumn('requires_id_check', 'integer', (column) => column.notNull())
        .addColumn('requires_signature', 'integer', (column) => column.notNull())
        .addColumn('requires_delivery_in_person', 'integer', (column) => column.notNull())
        .addColumn('preference_code', 'integer')
        .addColumn('preference_deliver_in_person', 'integer')
        .addColumn('preference_instructions', 'text')
        .addColumn('preferences_confirmed_at', 'text')
        .addColumn('driver_id', 'text')
        .addColumn('final_at', 'text')
        .addColumn('anonymised_at', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('orders_driver_idx').on('orders').column('driver_id').execute();

      await db.schema
        .createTable('order_events')
        .addColumn('id', wideInteger(engine), identityKey(engine))
        .addColumn('tracking_id', 'text', (column) =>
          column.notNull().references('orders.tracking_id').onDelete('cascade'),
        )
        .addColumn('status_code', 'integer', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('image_urls', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('order_events_order_idx')
        .on('order_events')
        .columns(['tracking_id', 'at'])
        .execute();

      await db.schema
        .createTable('driver_positions')
        .addColumn('id', wideInteger(engine), identityKey(engine))
        .addColumn('driver_id', 'text', (column) => column.notNull())
        .addColumn('lat', 'double precision', (column) => column.notNull())
        .addColumn('lng', 'double precision', (column) => column.notNull())
        .addColumn('heading', 'double precision')
        .addColumn('speed', 'double precision')
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('driver_positions_driver_idx')
        .on('driver_positions')
        .columns(['driver_id', 'at', 'id'])
        .execute();

      await db.schema
        .createTable('driver_routes')
        .addColumn('driver_id', 'text', (column) => column.notNull())
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('tracking_id', 'text', (column) =>
          column.notNull().references('orders.tracking_id').onDelete('cascade'),
        )
        .addColumn('eta', 'text')
        .addPrimaryKeyConstraint('driver_routes_pk', ['driver_id', 'position'])
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', wideInteger(engine), identityKey(engine))
        .addColumn('tracking_id', 'text', (column) =>
          column.notNull().references('orders.tracking_id').onDelete('cascade'),
        )
        .addColumn('rating', 'integer', (column) => column.notNull())
        .addColumn('comment', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_order_idx')
        .on('feedback')
        .columns(['tracking_id', 'id'])
        .execute();
    },
  };
}
