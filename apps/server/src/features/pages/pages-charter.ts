import type { FeatureCharter } from '../../order-view/charter';
import {
  DOORSTEP_CARD_BUDGET,
  DOORSTEP_PHOTO_BUDGET,
  FEEDBACK_BUDGET,
  PREFERENCES_BUDGET,
} from '../../order-view/recipient-change-budgets';

/** Server-rendered pages of the owner's link and of a share link. */
export const pagesCharter = {
  feature: 'pages',
  audiences: ['owner', 'share'],
  // The forms posted without scripts save what the JSON routes save: the same budgets, counted together.
  budgets: {
    preferencesForm: PREFERENCES_BUDGET,
    feedbackForm: FEEDBACK_BUDGET,
    doorstepForm: DOORSTEP_CARD_BUDGET,
    doorstepPhoto: DOORSTEP_PHOTO_BUDGET,
  },
} as const satisfies FeatureCharter;
