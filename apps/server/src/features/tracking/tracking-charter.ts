import type { FeatureCharter } from '../../order-view/charter';

/** GET /tracking/ answers the owner's view, or the share view for a share or calendar id. */
export const trackingCharter: FeatureCharter = { feature: 'tracking', audiences: ['owner', 'share'] };
