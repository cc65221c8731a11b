import type { FeatureCharter } from '../../order-view/charter';
import { MINUTE } from '../../platform/security/write-budget';

/** What the recipient said about the delivery: the comment is free text. */
export const feedbackCharter = {
  feature: 'feedback',
  audiences: ['owner'],
  budgets: {
    feedback: {
      name: 'feedback',
      perOrder: [],
      perOrderInStore:
        'FEEDBACK_PER_HOUR sends per order, counted in the store (429 beyond, the last one stands)',
      perAddress: [{ count: 60, seconds: MINUTE }],
    },
  },
  personalData: {
    holds: { feedback: ['rating', 'comment'] },
    anonymise: (tx, trackingId) => tx.deleteFeedback(trackingId),
  },
} satisfies FeatureCharter;
