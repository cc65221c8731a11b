import type { FeatureCharter } from '../../order-view/charter';

/** Translations; shows no order. */
export const localeCharter: FeatureCharter = { feature: 'locale', audiences: [] };
