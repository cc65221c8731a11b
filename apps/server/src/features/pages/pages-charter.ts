import type { FeatureCharter } from '../../order-view/charter';

/** Server-rendered pages of the owner's link and of a share link. */
export const charter: FeatureCharter = { feature: 'pages', audiences: ['owner', 'share'] };
