import type { FeatureCharter } from '../../order-view/charter';
import { MINUTE } from '../../platform/security/write-budget';

/** What the order's calendar entry last showed (its address and delivery time among it), as a fingerprint. */
export const calendarCharter = {
  feature: 'calendar',
  audiences: ['calendar'],
  budgets: {
    /** Handing out the calendar's view-only id: made once, then the same; a page asks when its dialog opens. */
    link: {
      name: 'calendar-link',
      perOrder: [{ count: 10, seconds: MINUTE }],
      perAddress: [{ count: 60, seconds: MINUTE }],
    },
    /**
     * Reading the feed writes the entry's SEQUENCE state. Calendar clients poll every few minutes at most; the
     * calendar services that fetch subscribed feeds do so for many people from a few addresses, hence the wide
     * allowance per address. Counted per link (a share link apart from the order's own).
     */
    feed: {
      name: 'calendar',
      perOrder: [{ count: 30, seconds: MINUTE }],
      perAddress: [{ count: 600, seconds: MINUTE }],
    },
  },
  personalData: {
    holds: { calendar_entries: ['fingerprint'], calendar_feeds: ['calendar_id'] },
    async anonymise(tx, trackingId) {
      await tx.deleteCalendarState(trackingId);
      // The view-only id goes too: calendar apps keep feed URLs long after anyone looks at them.
      await tx.deleteCalendarFeed(trackingId);
    },
    retention: {
      // Once the order's link has expired (LINK_TTL_DAYS after it is final) its calendar has nothing to show.
      keepDays: (settings) => settings.linkTtlDays,
      deleteBefore: (store, cutoff) => store.deleteCalendarOfOrdersFinalBefore(cutoff),
    },
  },
} satisfies FeatureCharter;
