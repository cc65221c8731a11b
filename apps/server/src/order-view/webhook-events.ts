import { createHash, randomBytes } from 'node:crypto';
import type { Order, WebhookEvent } from '@tracking/core';
import type {
  DoorstepRecord,
  FeedbackRecord,
  OrderRecord,
  WebhookEventRecord,
} from './store/order-view-store';
import type { Store } from '../store/store';
import { providerDoorstep } from './projection/doorstep-urls';
import type { DomainDeps } from './deps';

/** How long an event is retried before it is marked failed. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A Standard Webhooks message id: `msg_` and 128 random bits, the same on every attempt. */
export function newWebhookId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The outbox row of an event that happened at `at`: its body is fixed now, for every attempt. */
export function webhookEventRecord(event: WebhookEvent, at: Date): WebhookEventRecord {
  return {
    id: newWebhookId(),
    trackingId: event.data.trackingId,
    type: event.type,
    body: JSON.stringify(event),
    createdAt: at.toISOString(),
    giveUpAt: new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString(),
  };
}

/** Names an order's events of one type without the tracking id in clear. */
const coalesceKey = (type: string, trackingId: string) =>
  createHash('sha256').update(`${type}:${trackingId}`).digest('base64url');

/**
 * Records the event in the outbox within `tx`, the transaction of the change it reports, when webhooks are on:
 * the change is never saved without its event. A recipient's change names its order in `coalesceFor`: its event
 * waits WEBHOOK_COALESCE_MS, and the order's changes of the same type meanwhile replace it (the last state goes).
 */
export async function recordWebhook(
  { webhooks }: Pick<DomainDeps, 'webhooks'>,
  tx: Store,
  event: WebhookEvent,
  at: Date,
  coalesceFor?: string,
): Promise<void> {
  if (!webhooks) return;
  const record = webhookEventRecord(event, at);
  if (coalesceFor !== undefined && webhooks.coalesceMs > 0) {
    const firstAttemptAt = new Date(at.getTime() + webhooks.coalesceMs).toISOString();
    record.coalesce = { key: coalesceKey(event.type, coalesceFor), firstAttemptAt };
  }
  await tx.enqueueWebhook(record);
}

/**
 * The recipient confirmed preferences or a delivery day, or changed the doorstep card: what the provider's
 * systems now see in the order.
 */
export function preferencesUpdated(
  order: OrderRecord,
  view: Order,
  doorstep: DoorstepRecord | undefined,
  at: Date,
): WebhookEvent {
  return {
    type: 'preferences.updated',
    timestamp: at.toISOString(),
    data: {
      trackingId: order.trackingId,
      externalId: order.externalId,
      deliveryPreferences: view.deliveryPreferences,
      atTheDoor: view.atTheDoor,
      deliveryDate: view.deliveryDate ?? null,
      doorstep: providerDoorstep(order.trackingId, doorstep),
    },
  };
}

export function feedbackReceived(order: OrderRecord, feedback: FeedbackRecord): WebhookEvent {
  return {
    type: 'feedback.received',
    timestamp: feedback.at,
    data: {
      trackingId: order.trackingId,
      externalId: order.externalId,
      rating: feedback.rating,
      comment: feedback.comment,
    },
  };
}

export function orderAnonymised(order: OrderRecord, anonymisedAt: string): WebhookEvent {
  return {
    type: 'order.anonymised',
    timestamp: anonymisedAt,
    data: { trackingId: order.trackingId, externalId: order.externalId, anonymisedAt },
  };
}

/**
 * What stays of an event once its order is anonymised: its type, time and the ids naming the order. Fields the
 * event's schema requires keep a value that says nothing (null, an empty comment); the rating, a number from
 * 1 to 5, stays.
 */
export function withoutPersonalData(event: WebhookEvent): WebhookEvent {
  const ids = { trackingId: event.data.trackingId, externalId: event.data.externalId };
  switch (event.type) {
    case 'preferences.updated':
      return {
        ...event,
        // How the parcel is handed over says nothing of who or where: it stays, as the rating does.
        data: {
          ...ids,
          deliveryPreferences: null,
          atTheDoor: event.data.atTheDoor,
          deliveryDate: null,
          doorstep: null,
        },
      };
    case 'feedback.received':
      return { ...event, data: { ...ids, rating: event.data.rating, comment: '' } };
    case 'order.anonymised':
      return event;
  }
}
