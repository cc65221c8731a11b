import type { FeatureCharter } from '../../order-view/charter';

export const webhooksCharter = {
  feature: 'webhooks',
  // Sending an event again is the provider's call, through the ingest API and its key.
  budgets: { retry: 'provider' },
} as const satisfies FeatureCharter;
