import type { FeatureCharter } from '../../order-view/charter';

/** The feed is read through a view-only id: the calendar's projection only. */
export const charter: FeatureCharter = { feature: 'calendar', audiences: ['calendar'] };
