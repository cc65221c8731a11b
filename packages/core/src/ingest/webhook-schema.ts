/** What the service sends to the provider's webhook URL (Standard Webhooks): one body shape per event type. */
import { z } from 'zod';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS } from '../order/dispute';
import {
  deliveryPreferencesSchema,
  deliveryProofSchema,
  doorstepSchema,
  isoDateSchema,
} from '../order/order-schema';
import { STATUS_GROUPS, type StatusGroup } from '../status/status-catalogue';

const STATUS_GROUP_NAMES = Object.keys(STATUS_GROUPS) as [StatusGroup, ...StatusGroup[]];
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

/** What a status code means: its group in the catalogue and the outcome it stands for (docs/status-codes.md). */
const statusMeaning = {
  statusCode: z.number().int(),
  group: z.enum(STATUS_GROUP_NAMES),
  outcome: z.enum(['success', 'recoverable', 'failed', 'open']),
};

export const orderStatusChangedEventSchema = eventSchema('order.status_changed', {
  ...statusMeaning,
  /** The status before; null for a new order. */
  previousStatusCode: z.number().int().nullable(),
});

export const orderDeliveredEventSchema = eventSchema('order.delivered', statusMeaning);

/** Not delivered: outcome says whether another attempt may follow ('recoverable') or not ('failed'). */
export const orderDeliveryFailedEventSchema = eventSchema('order.delivery_failed', statusMeaning);

export const doorstepUpdatedEventSchema = eventSchema('doorstep.updated', {
  /** The recipient's doorstep card; null once removed. */
  doorstep: doorstepSchema.nullable(),
});

/** The recipient opened the order's own link for the first time (share links do not count); no personal data. */
export const orderLinkOpenedEventSchema = eventSchema('order.link_opened', {
  openedAt: z.string(),
});

/** The recipient reported a problem with a delivered order, with what the service knows of the delivery. */
export const deliveryDisputedEventSchema = eventSchema('delivery.disputed', {
  reason: z.enum(DISPUTE_REASONS),
  message: z.string(),
  openedAt: z.string(),
  /** The delivery event's time, photos, place and distance from the pin; null without a delivery event. */
  deliveryProof: deliveryProofSchema.nullable(),
  /** The recipient's doorstep card (photoUrl on the ingest API); null when none. */
  doorstep: doorstepSchema.nullable(),
});

/** The provider resolved the dispute (POST /ingest/orders/{trackingId}/dispute/resolution). */
export const deliveryDisputeResolvedEventSchema = eventSchema('delivery.dispute_resolved', {
  outcome: z.enum(DISPUTE_OUTCOMES),
  message: z.string(),
  resolvedAt: z.string(),
});

export const webhookEventSchema = z.discriminatedUnion('type', [
  preferencesUpdatedEventSchema,
  feedbackReceivedEventSchema,
  orderAnonymisedEventSchema,
  orderStatusChangedEventSchema,
  orderDeliveredEventSchema,
  orderDeliveryFailedEventSchema,
  doorstepUpdatedEventSchema,
  orderLinkOpenedEventSchema,
  deliveryDisputedEventSchema,
  deliveryDisputeResolvedEventSchema,
]);
/** Every event type, for an endpoint's subscription. */
export const WEBHOOK_EVENT_TYPES = webhookEventSchema.options.map(
  (option) => option.shape.type.value,
) as readonly WebhookEventType[];
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
export type WebhookEventType = WebhookEvent['type'];
