import type { FeatureCharter } from '../../order-view/charter';

/** Translations; shows no order. */
export const charter: FeatureCharter = { feature: 'locale', audiences: [] };
