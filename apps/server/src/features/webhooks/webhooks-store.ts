import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { deleteInBatches } from '../../store/batched-delete';
import type { Database, WebhookEventsTable } from '../../store/database';
import type { Store } from '../../store/store';
import type { WebhookEventRecord } from '../../order-view/store/order-view-store';
import type { IsoTime } from '../../store/store';

export type WebhookStatus = 'pending' | 'delivered' | 'failed';

/** An event in the outbox with where its delivery stands. */
export interface StoredWebhookEvent extends Omit<WebhookEventRecord, 'trackingId'> {
  /** Its place in the outbox: the order events were recorded in. */
  seq: number;
  status: WebhookStatus;
  attemptCount: number;
  nextAttemptAt: IsoTime;
  deliveredAt: IsoTime | null;
}

/** One try at sending an event: the receiver's status, or why there was none. */
export interface WebhookAttemptRecord {
  at: IsoTime;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** What follows an attempt: the event is delivered, tried again at a time, or given up. */
export type WebhookOutcome =
  { status: 'delivered'; at: IsoTime } | { status: 'pending'; nextAttemptAt: IsoTime } | { status: 'failed' };

/** Events due at `now` that no other instance holds, leased to `owner` until `leaseUntil`. */
export interface WebhookClaim {
  now: IsoTime;
  leaseUntil: IsoTime;
  owner: string;
  limit: number;
}

declare module '../../store/store' {
  /** The webhooks feature's port: the outbox as the dispatcher and the admin API read it. */
  interface Store {
    /** Leases due events to one instance; an event leased to another until later is never returned. */
    claimWebhooks(claim: WebhookClaim): Promise<StoredWebhookEvent[]>;

    /** Records an attempt and what follows it; ignored (false) when `owner` no longer holds the lease. */
    finishWebhookAttempt(
      seq: number,
      owner: string,
      attempt: WebhookAttemptRecord,
      outcome: WebhookOutcome,
    ): Promise<boolean>;

    /** Events in outbox order, after `afterSeq`, with their attempts (oldest first). */
    listWebhookEvents(query: {
      status?: WebhookStatus;
      afterSeq?: number;
      limit: number;
    }): Promise<(StoredWebhookEvent & { attempts: WebhookAttemptRecord[] })[]>;

    /** Makes an event due now again, with a new give-up time; undefined when there is no such event. */
    retryWebhook(id: string, now: IsoTime, giveUpAt: IsoTime): Promise<StoredWebhookEvent | undefined>;

    /** Replaces the body of every event of the order with `rewrite(body)`; says how many there were. */
    rewriteWebhookBodies(trackingId: string, rewrite: (body: string) => string): Promise<number>;

    /** Deletes events delivered before `before`, and those given up on made before it, with their attempts. */
    deleteWebhooksDeliveredBefore(before: IsoTime): Promise<number>;
  }
}

type Db = Kysely<Database>;

function eventFromRow(row: Selectable<WebhookEventsTable>): StoredWebhookEvent {
  return {
    seq: Number(row.seq),
    id: row.id,
    endpointId: row.endpoint_id,
    type: row.type,
    body: row.body,
    status: row.status as WebhookStatus,
    attemptCount: row.attempts,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    giveUpAt: row.give_up_at,
    deliveredAt: row.delivered_at,
  };
}

/**
 * Adds the event to the outbox, or, when it is coalesced and an event of its key still waits for its first
 * attempt (not yet due, nobody sending it), gives that event this one's body: its id and first attempt stay.
 */
export async function enqueueWebhook(db: Db, event: WebhookEventRecord): Promise<void> {
  const { coalesce } = event;
  if (coalesce) {
    const replaced = await db
      .updateTable('webhook_events')
      .set({ body: event.body })
      .where('coalesce_key', '=', coalesce.key)
      .where('status', '=', 'pending')
      .where('attempts', '=', 0)
      .where('next_attempt_at', '>', event.createdAt)
      .where('lease_until', 'is', null)
      .executeTakeFirst();
    if (Number(replaced.numUpdatedRows) > 0) return;
  }
  await db
    .insertInto('webhook_events')
    .values({
      id: event.id,
      endpoint_id: event.endpointId,
      tracking_id: event.trackingId,
      type: event.type,
      body: event.body,
      status: 'pending',
      attempts: 0,
      created_at: event.createdAt,
      next_attempt_at: coalesce?.firstAttemptAt ?? event.createdAt,
      give_up_at: event.giveUpAt,
      coalesce_key: coalesce?.key ?? null,
    })
    .execute();
}

/**
 * One statement, outside any transaction: on PostgreSQL (read committed) a row another instance leased between
 * the subquery and the update is checked again against the lease condition and left out, so one event is never
 * leased to two instances at once. A delivery waits while an earlier one of its order to its endpoint is still
 * pending: each endpoint gets an order's events in order, and waits for nobody else's.
 */
export async function claimWebhooks(db: Db, claim: Parameters<Store['claimWebhooks']>[0]) {
  const free = (eb: ExpressionBuilder<Database, 'webhook_events'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb('next_attempt_at', '<=', claim.now),
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', claim.now)]),
      eb.not(
        eb.exists(
          eb
            .selectFrom('webhook_events as earlier')
            .select('earlier.seq')
            .whereRef('earlier.tracking_id', '=', 'webhook_events.tracking_id')
            .where((inner) =>
              inner.or([
                inner.and([
                  inner('earlier.endpoint_id', 'is', null),
                  inner('webhook_events.endpoint_id', 'is', null),
                ]),
                inner('earlier.endpoint_id', '=', inner.ref('webhook_events.endpoint_id')),
              ]),
            )
            .whereRef('earlier.seq', '<', 'webhook_events.seq')
            .where('earlier.status', '=', 'pending'),
        ),
      ),
    ]);
  const rows = await db
    .updateTable('webhook_events')
    .set({ lease_until: claim.leaseUntil, lease_owner: claim.owner })
    .where((eb) =>
      eb(
        'seq',
        'in',
        eb.selectFrom('webhook_events').select('seq').where(free).orderBy('seq').limit(claim.limit),
      ),
    )
    .where(free)
    .returningAll()
    .execute();
  return rows.map(eventFromRow).sort((a, b) => a.seq - b.seq);
}

/** Run in a transaction: the attempt and the event's new state are saved together. */
export async function finishWebhookAttempt(
  db: Db,
  seq: number,
  owner: string,
  attempt: WebhookAttemptRecord,
  outcome: WebhookOutcome,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_events')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      status: outcome.status,
      lease_until: null,
      lease_owner: null,
      ...(outcome.status === 'pending' && { next_attempt_at: outcome.nextAttemptAt }),
      ...(outcome.status === 'delivered' && { delivered_at: outcome.at }),
    }))
    .where('seq', '=', seq)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db
    .insertInto('webhook_attempts')
    .values({
      event_seq: seq,
      at: attempt.at,
      status_code: attempt.statusCode,
      error: attempt.error,
      duration_ms: attempt.durationMs,
    })
    .execute();
  return true;
}

export async function listWebhookEvents(db: Db, query: Parameters<Store['listWebhookEvents']>[0]) {
  let select = db.selectFrom('webhook_events').selectAll();
  if (query.status !== undefined) select = select.where('status', '=', query.status);
  if (query.afterSeq !== undefined) select = select.where('seq', '>', query.afterSeq);
  const events = (await select.orderBy('seq').limit(query.limit).execute()).map(eventFromRow);
  if (events.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where(
      'event_seq',
      'in',
      events.map((event) => event.seq),
    )
    .orderBy('id')
    .execute();
  return events.map((event) => ({
    ...event,
    attempts: attempts
      .filter((attempt) => Number(attempt.event_seq) === event.seq)
      .map((attempt) => ({
        at: attempt.at,
        statusCode: attempt.status_code,
        error: attempt.error,
        durationMs: attempt.duration_ms,
      })),
  }));
}

export async function retryWebhook(
  db: Db,
  id: string,
  now: string,
  giveUpAt: string,
): Promise<StoredWebhookEvent | undefined> {
  const row = await db
    .updateTable('webhook_events')
    .set({
      status: 'pending',
      next_attempt_at: now,
      give_up_at: giveUpAt,
      lease_until: null,
      lease_owner: null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && eventFromRow(row);
}

/** Run in a transaction: the bodies are read and replaced at one moment. */
export async function rewriteWebhookBodies(
  db: Db,
  trackingId: string,
  rewrite: (body: string) => string,
): Promise<number> {
  const rows = await db
    .selectFrom('webhook_events')
    .select(['seq', 'body'])
    .where('tracking_id', '=', trackingId)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('webhook_events')
      .set({ body: rewrite(row.body) })
      .where('seq', '=', row.seq)
      .execute();
  }
  return rows.length;
}

/** Their attempts go with them (the foreign key cascades). */
export async function deleteWebhooksDeliveredBefore(db: Db, before: string): Promise<number> {
  return deleteInBatches(
    async (limit) =>
      (
        await db
          .selectFrom('webhook_events')
          .select('seq')
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'delivered'), eb('delivered_at', '<', before)]),
              // Given up on (the receiver never took it): kept as long, for an operator to send again, then gone.
              eb.and([eb('status', '=', 'failed'), eb('created_at', '<', before)]),
            ]),
          )
          .limit(limit)
          .execute()
      ).map((row) => row.seq),
    async (seqs) =>
      (await db.deleteFrom('webhook_events').where('seq', 'in', seqs).executeTakeFirst()).numDeletedRows,
  );
}

export async function webhookBacklog(db: Db): Promise<{ pending: number; oldestCreatedAt: string | null }> {
  const row = await db
    .selectFrom('webhook_events')
    .select((eb) => [eb.fn.countAll<number | string>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestCreatedAt: (row.oldest as string | null) ?? null };
}
