import { DAY, MINUTE, type WriteBudget } from '../platform/security/write-budget';

/**
 * Saving the delivery preferences, from the page (JSON) or its form without scripts (the pages feature): one
 * budget for both ways in. Each change reports a `preferences.updated` webhook.
 */
export const PREFERENCES_BUDGET: WriteBudget = {
  name: 'preferences',
  perOrder: [
    { count: 10, seconds: MINUTE },
    { count: 50, seconds: DAY },
  ],
  perAddress: [{ count: 60, seconds: MINUTE }],
};
