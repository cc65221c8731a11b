import type { FeatureCharter } from '../../order-view/charter';

/**
 * The merchant's stats: counts per account, day and kind, read with an ingest key. They name no person and no
 * order, so anonymising has nothing to erase; counts older than STATS_KEEP_DAYS go with the retention job.
 */
export const statsCharter = {
  feature: 'stats',
  audiences: [],
  personalData: {
    holds: {},
    holdsNothing: { account_daily_counts: 'counts per account, day and kind of use; no person, no order' },
    async anonymise() {},
    retention: {
      keepDays: (settings) => settings.statsRetentionDays,
      deleteBefore: async (store, cutoff) => ({
        usageCounts: await store.deleteUsageCountsBefore(cutoff.slice(0, 10)),
      }),
    },
  },
} satisfies FeatureCharter;
