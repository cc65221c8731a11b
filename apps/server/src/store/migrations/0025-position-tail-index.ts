import type { Kysely, Migration } from 'kysely';
import type { SqlEngine } from './engine-columns';

/**
 * SQLite: a driver's positions by row id, for the kept tails' read of the rows stored since the last one
 * (order-view/store/position-tails.ts, on every position post). Without it the read walked every kept row of the
 * driver on (driver_id, at, id); with it, a seek to the few new ones. PostgreSQL keeps no tails: nothing to add.
 */
export function positionTailIndexMigration(engine: SqlEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      await db.schema
        .createIndex('driver_positions_driver_id_idx')
        .on('driver_positions')
        .columns(['driver_id', 'id'])
        .execute();
    },
  };
}
