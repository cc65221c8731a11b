import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { IsoTime } from '../../store/store';

/** A message waiting in the push outbox. */
export interface PushMessage {
  messageId: string;
  subscriptionId: string;
  reason: string;
  /** The Declarative Web Push JSON. */
  payload: string;
  topic: string;
  urgency: 'normal' | 'high';
  /** After this the message is no longer true: it is dropped, not sent. */
  expiresAt: IsoTime;
  nextAttemptAt: IsoTime;
}

/** A claimed message with where it goes. */
export type ClaimedPushMessage = PushMessage & {
  attempts: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export interface PushClaim {
  now: IsoTime;
  leaseUntil: IsoTime;
  owner: string;
  limit: number;
}

declare module '../../store/store' {
  /** The push feature's outbox: messages to send, leased by one instance at a time. */
  interface Store {
    addPushMessage(message: PushMessage): Promise<void>;

    /** Leases due messages nobody holds to `owner` until `leaseUntil`; the claimed ones with their endpoints. */
    claimPushMessages(claim: PushClaim): Promise<ClaimedPushMessage[]>;

    /** Sent, dropped or given up: the message goes (only while `owner` holds its lease). */
    deletePushMessage(messageId: string, owner: string): Promise<void>;

    /** Another attempt at `nextAttemptAt` (only while `owner` holds its lease). */
    retryPushMessage(messageId: string, owner: string, nextAttemptAt: IsoTime): Promise<void>;

    /** The push service said the subscription is gone (404, 410): it and its messages go. */
    deletePushSubscriptionById(subscriptionId: string): Promise<void>;
  }
}

type Db = Kysely<Database>;

export async function addPushMessage(db: Db, message: PushMessage): Promise<void> {
  await db
    .insertInto('push_outbox')
    .values({
      message_id: message.messageId,
      subscription_id: message.subscriptionId,
      reason: message.reason,
      payload: message.payload,
      topic: message.topic,
      urgency: message.urgency,
      expires_at: message.expiresAt,
      next_attempt_at: message.nextAttemptAt,
    })
    .execute();
}

/** Run in a transaction: the due ids are read, leased where still free, and read back by their lease. */
export async function claimPushMessages(db: Db, claim: PushClaim): Promise<ClaimedPushMessage[]> {
  const due = await db
    .selectFrom('push_outbox')
    .select('message_id')
    .where('next_attempt_at', '<=', claim.now)
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', claim.now)]))
    .orderBy('next_attempt_at')
    .limit(claim.limit)
    .execute();
  if (due.length === 0) return [];
  await db
    .updateTable('push_outbox')
    .set({ lease_owner: claim.owner, lease_until: claim.leaseUntil })
    .where(
      'message_id',
      'in',
      due.map((row) => row.message_id),
    )
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', claim.now)]))
    .execute();
  const rows = await db
    .selectFrom('push_outbox')
    .innerJoin('push_subscriptions', 'push_subscriptions.subscription_id', 'push_outbox.subscription_id')
    .select([
      'push_outbox.message_id',
      'push_outbox.subscription_id',
      'push_outbox.reason',
      'push_outbox.payload',
      'push_outbox.topic',
      'push_outbox.urgency',
      'push_outbox.expires_at',
      'push_outbox.next_attempt_at',
      'push_outbox.attempts',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
    ])
    .where('push_outbox.lease_owner', '=', claim.owner)
    .where('push_outbox.lease_until', '=', claim.leaseUntil)
    .execute();
  return rows.map((row) => ({
    messageId: row.message_id,
    subscriptionId: row.subscription_id,
    reason: row.reason,
    payload: row.payload,
    topic: row.topic,
    urgency: row.urgency === 'high' ? 'high' : 'normal',
    expiresAt: row.expires_at,
    nextAttemptAt: row.next_attempt_at,
    attempts: row.attempts,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

export async function deletePushMessage(db: Db, messageId: string, owner: string): Promise<void> {
  await db
    .deleteFrom('push_outbox')
    .where('message_id', '=', messageId)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function retryPushMessage(
  db: Db,
  messageId: string,
  owner: string,
  nextAttemptAt: IsoTime,
): Promise<void> {
  await db
    .updateTable('push_outbox')
    .set((update) => ({
      next_attempt_at: nextAttemptAt,
      attempts: update('attempts', '+', 1),
      lease_owner: null,
      lease_until: null,
    }))
    .where('message_id', '=', messageId)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function deletePushSubscriptionById(db: Db, subscriptionId: string): Promise<void> {
  await db.deleteFrom('push_outbox').where('subscription_id', '=', subscriptionId).execute();
  await db.deleteFrom('push_subscriptions').where('subscription_id', '=', subscriptionId).execute();
}
