import type { FeatureCharter } from '../../order-view/charter';

/** Anonymises and prunes; shows no order. */
export const retentionCharter: FeatureCharter = { feature: 'retention', audiences: [] };
