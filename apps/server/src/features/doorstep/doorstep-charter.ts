import type { FeatureCharter } from '../../order-view/charter';

/** The doorstep card and its photo, to the owner's link only. */
export const charter: FeatureCharter = { feature: 'doorstep', audiences: ['owner'] };
