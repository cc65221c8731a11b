import type { Kysely, Migration } from 'kysely';

/**
 * The calibrated arrival window (issue 33): the error quantiles per account (and '' for the whole provider) and
 * horizon band, and each account's record of windows kept; both recomputed whole by a daily job, so their rows
 * are bounded by the accounts times the bands.
 */
export const etaWindowsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('eta_window_quantiles')
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('horizon_minutes', 'integer', (column) => column.notNull())
      .addColumn('deliveries', 'integer', (column) => column.notNull())
      .addColumn('low_ms', 'integer', (column) => column.notNull())
      .addColumn('high_ms', 'integer', (column) => column.notNull())
      .addColumn('coverage', 'double precision', (column) => column.notNull())
      .addColumn('computed_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('eta_window_quantiles_pk', ['account_id', 'horizon_minutes'])
      .execute();
    await db.schema
      .createTable('eta_window_records')
      .addColumn('account_id', 'text', (column) => column.primaryKey())
      .addColumn('kept', 'double precision', (column) => column.notNull())
      .addColumn('deliveries', 'integer', (column) => column.notNull())
      .addColumn('days', 'integer', (column) => column.notNull())
      .addColumn('computed_at', 'text', (column) => column.notNull())
      .execute();
  },
};
