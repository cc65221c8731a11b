import type { FeatureCharter } from '../../order-view/charter';

/** Makes and revokes view-only links; what they open is the share view. */
export const charter: FeatureCharter = { feature: 'share', audiences: ['share'] };
