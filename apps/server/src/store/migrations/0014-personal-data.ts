import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlEngine } from './engine-columns';

/**
 * The personal data charter (issue 28): copies of a recipient's data outside the order's own tables name their
 * order, so anonymising finds them.
 * - webhook_events.tracking_id: the order an outbox event reports (its body names it too, but a body is JSON
 *   text, not something to query by);
 * - idempotency_keys.tracking_id: the order a kept answer shows (its address among it), null for answers
 *   about no order.
 * Rows written before this migration are filled in from their bodies.
 */
export function personalDataMigration(engine: SqlEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['webhook_events', 'idempotency_keys']) {
        await db.schema.alterTable(table).addColumn('tracking_id', 'text').execute();
        await db.schema.createIndex(`${table}_tracking_id_idx`).on(table).column('tracking_id').execute();
      }
      if (engine === 'sqlite') {
        await sql`update webhook_events set tracking_id = json_extract(body, '$.data.trackingId')`.execute(
          db,
        );
        await sql`update idempotency_keys set tracking_id = json_extract(body, '$.payload.trackingId')
          where json_valid(body)`.execute(db);
      } else {
        await sql`update webhook_events set tracking_id = body::jsonb #>> '{data,trackingId}'`.execute(db);
        await sql`update idempotency_keys set tracking_id = body::jsonb #>> '{payload,trackingId}'
          where body like '{%'`.execute(db);
      }
    },
  };
}
