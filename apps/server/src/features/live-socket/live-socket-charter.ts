import type { FeatureCharter } from '../../order-view/charter';

/** The socket of the owner's link, or of a share link. */
export const liveSocketCharter: FeatureCharter = { feature: 'live-socket', audiences: ['owner', 'share'] };
