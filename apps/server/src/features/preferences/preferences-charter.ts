import type { FeatureCharter } from '../../order-view/charter';

/** Writes through the owner's link only; answers the owner's view. */
export const charter: FeatureCharter = { feature: 'preferences', audiences: ['owner'] };
