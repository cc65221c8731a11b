import { sql, type Kysely, type Migration } from 'kysely';
import { identityKey, wideInteger, type SqlEngine } from './engine-columns';

/**
 * What the provider's systems read and retry:
 * - orders.change_seq: numbered when a change commits, so the change feed pages in commit order
 *   (PostgreSQL: a sequence under an advisory lock; SQLite, one writer: a counter row);
 * - webhook_events and their attempts: the outbox, written in the transaction of the change it reports;
 * - idempotency_keys: the first answer to an ingest call per (hashed) API key and Idempotency-Key.
 */
export function providerApiMigration(engine: SqlEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('change_seq', wideInteger(engine), (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('orders_change_seq_idx')
        .on('orders')
        .columns(['change_seq', 'tracking_id'])
        .execute();
      if (engine === 'postgres') {
        await sql`create sequence order_change_seq`.execute(db);
      } else {
        await db.schema
          .createTable('change_counter')
          .addColumn('id', 'integer', (column) => column.primaryKey())
          .addColumn('value', 'integer', (column) => column.notNull())
          .execute();
        await sql`insert into change_counter (id, value) values (1, 0)`.execute(db);
      }

      await db.schema
        .createTable('webhook_events')
        .addColumn('seq', wideInteger(engine), identityKey(engine))
        .addColumn('id', 'text', (column) => column.notNull().unique())
        .addColumn('type', 'text', (column) => column.notNull())
        /** The JSON body sent, the same on every attempt. */
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('give_up_at', 'text', (column) => column.notNull())
        .addColumn('lease_until', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('delivered_at', 'text')
        .execute();
      await db.schema
        .createIndex('webhook_events_due_idx')
        .on('webhook_events')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createTable('webhook_attempts')
        .addColumn('id', wideInteger(engine), identityKey(engine))
        .addColumn('event_seq', wideInteger(engine), (column) =>
          column.notNull().references('webhook_events.seq').onDelete('cascade'),
        )
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('error', 'text')
        .addColumn('duration_ms', 'integer', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_attempts_event_idx')
        .on('webhook_attempts')
        .columns(['event_seq', 'id'])
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (column) => column.notNull())
        .addColumn('key_hash', 'text', (column) => column.notNull())
        .addColumn('fingerprint', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        /** Null while the first request is still being answered. */
        .addColumn('status_code', 'integer')
        .addColumn('body', 'text')
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key_hash'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created_idx')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
  };
}
