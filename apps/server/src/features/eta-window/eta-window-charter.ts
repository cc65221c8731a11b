import type { FeatureCharter } from '../../order-view/charter';

/**
 * The arrival windows' calibration (issue 33): a daily job draws error quantiles and records from the delivered
 * orders' estimate history, which the order views (owner, share holder) and the merchant's stats read. Neither
 * table names a person or an order, and each is replaced whole at every run, so its rows are bounded by
 * definition: at most one per account (and the provider) and horizon band, one record per account.
 */
export const etaWindowCharter = {
  feature: 'eta-window',
  audiences: [],
  personalData: {
    holds: {},
    holdsNothing: {
      eta_window_quantiles:
        'error quantiles per account and horizon band; no person, no order; replaced whole daily, so bounded by accounts x 5 bands',
      eta_window_records:
        'share of windows kept per account; no person, no order; replaced whole daily, so bounded by the accounts',
    },
    async anonymise() {},
  },
} satisfies FeatureCharter;
