import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { IsoTime } from '../../store/store';

/** A browser subscribed to an order's Web Push messages. */
export interface PushSubscriptionRecord {
  subscriptionId: string;
  trackingId: string;
  /** The share link it was made through (its messages carry no address); null for the order's own link. */
  shareId: string | null;
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url. */
  keys: { p256dh: string; auth: string };
  lang: string;
  createdAt: IsoTime;
  /** The page its messages open: the link it subscribed through. */
  pageUrl: string;
}

/** What was last pushed to a subscription, and how many went on the address's local day. */
export interface PushedState {
  reasons: string[];
  eta: string | null;
  window: { start: string; end: string } | null;
  sentDay: string | null;
  sentToday: number;
}

export type StoredPushSubscription = PushSubscriptionRecord & { pushed: PushedState };

declare module '../../store/store' {
  /** The push feature's port: browsers subscribed to an order's messages. */
  interface Store {
    /** Adds the subscription, or replaces the one of the same order and endpoint (new keys, language, link). */
    savePushSubscription(subscription: PushSubscriptionRecord): Promise<void>;

    /** The order's subscriptions, oldest first, with what was pushed to each. */
    listPushSubscriptions(trackingId: string): Promise<StoredPushSubscription[]>;

    /** Which of the orders have a subscription: one read for the orders a position moved, most of them none. */
    trackingIdsWithPushSubscriptions(trackingIds: readonly string[]): Promise<Set<string>>;

    /** Saves what was pushed to the subscription (its outbox message is added in the same transaction). */
    savePushedState(subscriptionId: string, pushed: PushedState): Promise<void>;

    /** Deletes the order's subscription of that endpoint; false when there was none. */
    deletePushSubscription(trackingId: string, endpoint: string): Promise<boolean>;

    /** Deletes every subscription of the order. */
    deletePushSubscriptions(trackingId: string): Promise<void>;

    /** Deletes the subscriptions of orders final before `cutoff`; how many went. */
    deletePushSubscriptionsOfOrdersFinalBefore(cutoff: IsoTime): Promise<number>;
  }
}

type Db = Kysely<Database>;

type Row = Omit<Database['push_subscriptions'], 'page_url' | 'pushed_reasons' | 'sent_today'> & {
  page_url: string;
  pushed_reasons: string;
  sent_today: number;
};

const subscriptionFromRow = (row: Row): StoredPushSubscription => ({
  subscriptionId: row.subscription_id,
  trackingId: row.tracking_id,
  shareId: row.share_id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  lang: row.lang,
  createdAt: row.created_at,
  pageUrl: row.page_url,
  pushed: {
    reasons: row.pushed_reasons ? row.pushed_reasons.split(',') : [],
    eta: row.pushed_eta,
    window: row.pushed_window ? (JSON.parse(row.pushed_window) as PushedState['window']) : null,
    sentDay: row.sent_day,
    sentToday: row.sent_today,
  },
});

export async function savePushSubscription(db: Db, subscription: PushSubscriptionRecord): Promise<void> {
  const changes = {
    share_id: subscription.shareId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    lang: subscription.lang,
    page_url: subscription.pageUrl,
  };
  await db
    .insertInto('push_subscriptions')
    .values({
      ...changes,
      subscription_id: subscription.subscriptionId,
      tracking_id: subscription.trackingId,
      endpoint: subscription.endpoint,
      created_at: subscription.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['tracking_id', 'endpoint']).doUpdateSet(changes))
    .execute();
}

export async function savePushedState(db: Db, subscriptionId: string, pushed: PushedState): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({
      pushed_reasons: pushed.reasons.join(','),
      pushed_eta: pushed.eta,
      pushed_window: pushed.window && JSON.stringify(pushed.window),
      sent_day: pushed.sentDay,
      sent_today: pushed.sentToday,
    })
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

export async function listPushSubscriptions(db: Db, trackingId: string): Promise<StoredPushSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('tracking_id', '=', trackingId)
    .orderBy('created_at')
    .orderBy('subscription_id')
    .execute();
  return rows.map(subscriptionFromRow);
}

/** Ids per statement: well under the bound-parameter limits of SQLite and PostgreSQL. */
const IDS_PER_READ = 500;

export async function trackingIdsWithPushSubscriptions(
  db: Db,
  trackingIds: readonly string[],
): Promise<Set<string>> {
  const subscribed = new Set<string>();
  for (let start = 0; start < trackingIds.length; start += IDS_PER_READ) {
    const rows = await db
      .selectFrom('push_subscriptions')
      .select('tracking_id')
      .distinct()
      .where('tracking_id', 'in', trackingIds.slice(start, start + IDS_PER_READ))
      .execute();
    for (const row of rows) subscribed.add(row.tracking_id);
  }
  return subscribed;
}

export async function deletePushSubscription(db: Db, trackingId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('tracking_id', '=', trackingId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deletePushSubscriptions(db: Db, trackingId: string): Promise<void> {
  await db
    .deleteFrom('push_outbox')
    .where('subscription_id', 'in', (subscriptions) =>
      subscriptions
        .selectFrom('push_subscriptions')
        .select('subscription_id')
        .where('tracking_id', '=', trackingId),
    )
    .execute();
  await db.deleteFrom('push_subscriptions').where('tracking_id', '=', trackingId).execute();
}

export async function deletePushSubscriptionsOfOrdersFinalBefore(db: Db, cutoff: IsoTime): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('tracking_id', 'in', (orders) =>
      orders.selectFrom('orders').select('tracking_id').where('final_at', '<', cutoff),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
