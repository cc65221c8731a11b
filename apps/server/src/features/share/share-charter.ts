import type { FeatureCharter } from '../../order-view/charter';

/** A share link opens the recipient's order to whoever holds it: the links go with the recipient's data. */
export const shareCharter: FeatureCharter = {
  personalData: {
    holds: { share_links: ['share_id'] },
    anonymise: (tx, trackingId) => tx.deleteShareLinks(trackingId),
  },
};
