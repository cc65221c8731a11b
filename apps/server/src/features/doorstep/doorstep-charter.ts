import type { FeatureCharter } from '../../order-view/charter';
import { DAY, HOUR, MINUTE } from '../../platform/security/write-budget';

/** The recipient's doorstep card: a photo of their door and its pin. */
export const doorstepCharter = {
  feature: 'doorstep',
  audiences: ['owner'],
  budgets: {
    /** Every change of the card (PUT, DELETE): each moves the pin or the photo and reports a webhook. */
    card: {
      name: 'doorstep',
      perOrder: [
        { count: 10, seconds: MINUTE },
        { count: 50, seconds: DAY },
      ],
      perAddress: [{ count: 60, seconds: MINUTE }],
    },
    /**
     * A PUT carrying a new photo, drawn once the form is read (only then is a photo known to be there) and before
     * the photo is decoded. Issue #29 limits the upload itself; the two meet here.
     */
    photo: {
      name: 'doorstep-photo',
      perOrder: [{ count: 5, seconds: HOUR }],
      perAddress: [{ count: 20, seconds: HOUR }],
    },
  },
  personalData: {
    holds: { doorsteps: ['photo', 'lat', 'lng'] },
    async anonymise(tx, trackingId) {
      await tx.deleteDoorstep(trackingId);
    },
  },
} satisfies FeatureCharter;
