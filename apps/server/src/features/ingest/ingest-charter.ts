import type { FeatureCharter } from '../../order-view/charter';

/** The provider's own API: it reads the order whole with its key, no recipient audience. */
export const charter: FeatureCharter = { feature: 'ingest', audiences: [] };
