import type { FeatureCharter } from '../../order-view/charter';
import { PREFERENCES_BUDGET } from '../../order-view/recipient-change-budgets';

/**
 * A recipient's report of a problem after delivery and the provider's answer: the messages are free text, so
 * the dispute goes when its order is anonymised (by the ingest API or, after RETENTION_DAYS, the retention job),
 * as feedback does.
 */
export const disputeCharter = {
  feature: 'dispute',
  audiences: ['owner'],
  budgets: {
    // A recipient's change, budgeted as preferences are, counted on its own.
    dispute: { ...PREFERENCES_BUDGET, name: 'dispute' },
    resolution: 'provider',
  },
  personalData: {
    holds: { disputes: ['reason', 'message', 'resolution_message'] },
    anonymise: (tx, trackingId) => tx.deleteDispute(trackingId),
  },
} satisfies FeatureCharter;
