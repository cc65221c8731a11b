import type { FeatureCharter } from '../../order-view/charter';
import { MINUTE } from '../../platform/security/write-budget';

export const shareCharter = {
  feature: 'share',
  budgets: {
    /** Making and revoking links. */
    links: {
      name: 'share',
      perOrder: [],
      perOrderInStore: 'at most 5 share links per order, counted in the store (409 beyond)',
      perAddress: [{ count: 60, seconds: MINUTE }],
    },
  },
} as const satisfies FeatureCharter;
