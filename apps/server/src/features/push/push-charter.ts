import type { FeatureCharter } from '../../order-view/charter';
import { MINUTE } from '../../platform/security/write-budget';

/** Web Push subscriptions: a browser's endpoint and keys, kept with the order they follow. */
export const pushCharter = {
  feature: 'push',
  // It answers with no view of the order: 201 and 204 carry nothing.
  audiences: [],
  budgets: {
    /** Subscribing and unsubscribing. */
    subscriptions: {
      name: 'push',
      perOrder: [{ count: 30, seconds: MINUTE }],
      perOrderInStore: 'at most 10 subscriptions per order, counted in the store (429 beyond)',
      perAddress: [{ count: 60, seconds: MINUTE }],
    },
  },
  personalData: {
    holds: {
      push_subscriptions: [
        'endpoint',
        'p256dh',
        'auth',
        'share_id',
        'lang',
        'page_url',
        'pushed_eta',
        'pushed_window',
      ],
      push_outbox: ['payload'],
    },
    anonymise: (tx, trackingId) => tx.deletePushSubscriptions(trackingId),
    retention: {
      // A day after the order is final there is nothing left to tell.
      keepDays: () => 1,
      deleteBefore: async (store, cutoff) => ({
        push_subscriptions: await store.deletePushSubscriptionsOfOrdersFinalBefore(cutoff),
      }),
    },
  },
} satisfies FeatureCharter;
