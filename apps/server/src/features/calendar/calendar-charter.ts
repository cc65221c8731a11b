import type { FeatureCharter } from '../../order-view/charter';

/** What the order's calendar entry last showed (its address and delivery time among it), as a fingerprint. */
export const calendarCharter: FeatureCharter = {
  personalData: {
    holds: { calendar_entries: ['fingerprint'] },
    anonymise: (tx, trackingId) => tx.deleteCalendarState(trackingId),
  },
};
