import type { FeatureCharter } from '../../order-view/charter';
import { DOORSTEP_CARD_BUDGET, DOORSTEP_PHOTO_BUDGET } from '../../order-view/recipient-change-budgets';

/** The recipient's doorstep card: a photo of their door and its pin. */
export const doorstepCharter = {
  feature: 'doorstep',
  audiences: ['owner'],
  // The page's form without scripts (the pages feature) spends the same budgets.
  budgets: {
    /** Every change of the card (PUT, DELETE). */
    card: DOORSTEP_CARD_BUDGET,
    /** A PUT carrying a new photo, drawn before the photo is decoded. */
    photo: DOORSTEP_PHOTO_BUDGET,
  },
  personalData: {
    holds: { doorsteps: ['photo', 'lat', 'lng'] },
    async anonymise(tx, trackingId) {
      await tx.deleteDoorstep(trackingId);
    },
  },
} satisfies FeatureCharter;
