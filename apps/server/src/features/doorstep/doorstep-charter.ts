import type { FeatureCharter } from '../../order-view/charter';

/** The recipient's doorstep card: a photo of their door and its pin. */
export const doorstepCharter: FeatureCharter = {
  personalData: {
    holds: { doorsteps: ['photo', 'lat', 'lng'] },
    async anonymise(tx, trackingId) {
      await tx.deleteDoorstep(trackingId);
    },
  },
};
