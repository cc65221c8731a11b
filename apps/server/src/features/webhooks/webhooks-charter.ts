import type { FeatureCharter } from '../../order-view/charter';
import { webhookEventSchema } from '@tracking/core/schemas';
import { withoutPersonalData } from '../../order-view/webhook-events';

/** An outbox body reduced to what names its order. */
const reducedBody = (body: string) =>
  JSON.stringify(withoutPersonalData(webhookEventSchema.parse(JSON.parse(body))));

/**
 * The outbox keeps copies of what the recipient said (instructions, door codes, feedback comments): anonymising
 * reduces every event of the order, sent or not, to ids (a retry sends the reduced body), and delivered events
 * go after WEBHOOK_EVENT_RETENTION_DAYS.
 */
/** Delivers the webhook events built in order-view/webhook-events.ts. */
export const webhooksCharter = {
  feature: 'webhooks',
  audiences: ['webhook'],
  // Sending an event again is the provider's call, through the ingest API and its key.
  budgets: { retry: 'provider', endpoints: 'provider' },
  personalData: {
    holds: { webhook_events: ['body'] },
    holdsNothing: {
      webhook_attempts: "the receiver's status codes, error names and durations",
      webhook_endpoints: 'receivers: URLs, event types and signing secrets',
    },
    async anonymise(tx, trackingId) {
      await tx.rewriteWebhookBodies(trackingId, reducedBody);
    },
    retention: {
      keepDays: (settings) => settings.webhookEventRetentionDays,
      deleteBefore: async (store, cutoff) => ({
        webhookEvents: await store.deleteWebhooksDeliveredBefore(cutoff),
      }),
    },
  },
} satisfies FeatureCharter;
