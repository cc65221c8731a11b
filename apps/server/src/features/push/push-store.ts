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
}

declare module '../../store/store' {
  /** The push feature's port: browsers subscribed to an order's messages. */
  interface Store {
    /** Adds the subscription, or replaces the one of the same order and endpoint (new keys, language, link). */
    savePushSubscription(subscription: PushSubscriptionRecord): Promise<void>;

    /** The order's subscriptions, oldest first. */
    listPushSubscriptions(trackingId: string): Promise<PushSubscriptionRecord[]>;

    /** Deletes the order's subscription of that endpoint; false when there was none. */
    deletePushSubscription(trackingId: string, endpoint: string): Promise<boolean>;

    /** Deletes every subscription of the order. */
    deletePushSubscriptions(trackingId: string): Promise<void>;

    /** Deletes the subscriptions of orders final before `cutoff`; how many went. */
    deletePushSubscriptionsOfOrdersFinalBefore(cutoff: IsoTime): Promise<number>;
  }
}

type Db = Kysely<Database>;

const subscriptionFromRow = (row: Database['push_subscriptions']): PushSubscriptionRecord => ({
  subscriptionId: row.subscription_id,
  trackingId: row.tracking_id,
  shareId: row.share_id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  lang: row.lang,
  createdAt: row.created_at,
});

export async function savePushSubscription(db: Db, subscription: PushSubscriptionRecord): Promise<void> {
  const changes = {
    share_id: subscription.shareId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    lang: subscription.lang,
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

export async function listPushSubscriptions(db: Db, trackingId: string): Promise<PushSubscriptionRecord[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('tracking_id', '=', trackingId)
    .orderBy('created_at')
    .orderBy('subscription_id')
    .execute();
  return rows.map(subscriptionFromRow);
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
