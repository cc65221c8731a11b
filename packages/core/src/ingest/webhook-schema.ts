/** What the service sends to the provider's webhook URL (Standard Webhooks): one body shape per event type. */
import { z } from 'zod';
import { deliveryPreferencesSchema, doorstepSchema, isoDateSchema } from '../order/order-schema';
import { REQUIREMENT_LABELS } from '../labels/delivery-labels';

/** Every event names its order both ways: the tracking id and the provider's own externalId. */
const orderRef = { trackingId: z.string(), externalId: z.string().nullable() };

/** `{type, timestamp, data}`: the Standard Webhooks payload structure. */
function eventSchema<T extends string, D extends z.ZodRawShape>(type: T, data: D) {
  return z.object({
    type: z.literal(type),
    /** When the change happened (ISO 8601 UTC). */
    timestamp: z.string(),
    data: z.object({ ...orderRef, ...data }),
  });
}

export const preferencesUpdatedEventSchema = eventSchema('preferences.updated', {
  deliveryPreferences: deliveryPreferencesSchema.nullable(),
  /** What happens at the door, by the one rule the recipient's pages show (core `atTheDoor`). */
  atTheDoor: z.enum(REQUIREMENT_LABELS),
  /** The day the recipient chose from the offered ones; null keeps the planned day. */
  deliveryDate: isoDateSchema.nullable(),
  /** The doorstep card; photoUrl is the ingest API's photo route (the key reads it); null when none. */
  doorstep: doorstepSchema.nullable(),
});

export const feedbackReceivedEventSchema = eventSchema('feedback.received', {
  rating: z.number().int(),
  comment: z.string(),
});

export const orderAnonymisedEventSchema = eventSchema('order.anonymised', {
  anonymisedAt: z.string(),
});

export const webhookEventSchema = z.discriminatedUnion('type', [
  preferencesUpdatedEventSchema,
  feedbackReceivedEventSchema,
  orderAnonymisedEventSchema,
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
export type WebhookEventType = WebhookEvent['type'];
