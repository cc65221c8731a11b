import type { FeatureCharter } from '../../order-view/charter';
import { MINUTE } from '../../platform/security/write-budget';

/** A share link opens the recipient's order to whoever holds it: the links go with the recipient's data. */
export const shareCharter = {
  feature: 'share',
  audiences: ['share'],
  budgets: {
    /** Making and revoking links. */
    links: {
      name: 'share',
      perOrder: [],
      perOrderInStore: 'at most 5 share links per order, counted in the store (409 beyond)',
      perAddress: [{ count: 60, seconds: MINUTE }],
    },
  },
  personalData: {
    holds: { share_links: ['share_id'] },
    anonymise: (tx, trackingId) => tx.deleteShareLinks(trackingId),
    retention: {
      // A final order's links stop working LINK_TTL_DAYS after it: a share link outliving that opens nothing.
      keepDays: (settings) => settings.linkTtlDays,
      deleteBefore: async (store, cutoff) => ({
        shareLinks: await store.deleteShareLinksOfOrdersFinalBefore(cutoff),
      }),
    },
  },
} satisfies FeatureCharter;
