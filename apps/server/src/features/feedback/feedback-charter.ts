import type { FeatureCharter } from '../../order-view/charter';
import { FEEDBACK_BUDGET } from '../../order-view/recipient-change-budgets';

/** What the recipient said about the delivery: the comment is free text. */
export const feedbackCharter = {
  feature: 'feedback',
  audiences: ['owner'],
  // The page's form without scripts (the pages feature) spends the same budget.
  budgets: { feedback: FEEDBACK_BUDGET },
  personalData: {
    holds: { feedback: ['rating', 'comment'] },
    anonymise: (tx, trackingId) => tx.deleteFeedback(trackingId),
  },
} satisfies FeatureCharter;
