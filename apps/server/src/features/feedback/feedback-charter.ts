import type { FeatureCharter } from '../../order-view/charter';

/** What the recipient said about the delivery: the comment is free text. */
export const feedbackCharter: FeatureCharter = {
  personalData: {
    holds: { feedback: ['rating', 'comment'] },
    anonymise: (tx, trackingId) => tx.deleteFeedback(trackingId),
  },
};
