import type { FeatureCharter } from '../../order-view/charter';
import { PREFERENCES_BUDGET } from '../../order-view/recipient-change-budgets';

/** The recipient's delivery preferences: the instructions (door codes among them) are free text. */
export const preferencesCharter = {
  feature: 'preferences',
  audiences: ['owner'],
  budgets: { preferences: PREFERENCES_BUDGET },
  personalData: {
    holds: { orders: ['preference_code', 'preference_deliver_in_person', 'preference_instructions'] },
    async anonymise(tx, trackingId, at) {
      await tx.updateOrder(trackingId, { deliveryPreferences: null, updatedAt: at });
    },
  },
} satisfies FeatureCharter;
