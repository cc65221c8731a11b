import type { FeatureCharter } from '../../order-view/charter';

export const ingestCharter = {
  feature: 'ingest',
  // Every write of the ingest API (and of the webhooks' admin calls under /ingest) is the provider's.
  budgets: { provider: 'provider' },
} as const satisfies FeatureCharter;
