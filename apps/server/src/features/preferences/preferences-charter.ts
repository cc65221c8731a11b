import type { FeatureCharter } from '../../order-view/charter';
import { PREFERENCES_BUDGET } from '../../order-view/recipient-change-budgets';

export const preferencesCharter = {
  feature: 'preferences',
  budgets: { preferences: PREFERENCES_BUDGET },
} as const satisfies FeatureCharter;
