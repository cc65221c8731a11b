import type { FeatureCharter } from '../../order-view/charter';
import { PREFERENCES_BUDGET } from '../../order-view/recipient-change-budgets';

/** Server-rendered pages of the owner's link and of a share link. */
export const pagesCharter = {
  feature: 'pages',
  audiences: ['owner', 'share'],
  // The form posted without scripts saves the same preferences as the JSON route: the same budget.
  budgets: { preferencesForm: PREFERENCES_BUDGET },
} as const satisfies FeatureCharter;
