import type { FeatureCharter } from '../../order-view/charter';

/** Delivers the webhook events built in order-view/webhook-events.ts. */
export const charter: FeatureCharter = { feature: 'webhooks', audiences: ['webhook'] };
