import type { FeatureCharter } from '../../order-view/charter';
import { MINUTE } from '../../platform/security/write-budget';

export const feedbackCharter = {
  feature: 'feedback',
  budgets: {
    feedback: {
      name: 'feedback',
      perOrder: [],
      perOrderInStore:
        'FEEDBACK_PER_HOUR sends per order, counted in the store (429 beyond, the last one stands)',
      perAddress: [{ count: 60, seconds: MINUTE }],
    },
  },
} as const satisfies FeatureCharter;
