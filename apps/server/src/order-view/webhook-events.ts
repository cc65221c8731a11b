import { createHash, randomBytes } from 'node:crypto';
import {
  statusGroup,
  statusOutcome,
  type DeliveryProof,
  type Dispute,
  type Order,
  type WebhookEvent,
} from '@tracking/core';
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

/** The outbox row of an event that happened at `at`, to one endpoint: its body is fixed now, for every attempt. */
export function webhookEventRecord(
  event: WebhookEvent,
  at: Date,
  endpointId: string | null = null,
): WebhookEventRecord {
  return {
    id: newWebhookId(),
    endpointId,
    trackingId: event.data.trackingId,
    type: event.type,
    body: JSON.stringify(event),
    createdAt: at.toISOString(),
    giveUpAt: new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString(),
  };
}

/** Names an order's events of one type to one endpoint without the tracking id in clear. */
const coalesceKey = (type: string, trackingId: string, endpointId: string | null) =>
  createHash('sha256')
    .update(`${type}:${trackingId}:${endpointId ?? ''}`)
    .digest('base64url');

/** Whom an event concerns: the order's account (endpoints subscribe per account), and whether it coalesces. */
export interface WebhookSubject {
  accountId: string;
  /** A recipient's change names its order here: its event waits, and the next ones of its type replace it. */
  coalesceFor?: string;
}

/**
 * Records the event in the outbox within `tx`, the transaction of the change it reports: the change is never
 * saved without its event. One delivery per endpoint that takes it (WEBHOOK_URL takes every event, a stored
 * endpoint the types it subscribed to, of its account or of all), each delivered on its own. A coalesced event
 * waits WEBHOOK_COALESCE_MS, and the order's changes of the same type meanwhile replace it (the last state goes).
 */
export async function recordWebhook(
  { webhooks }: Pick<DomainDeps, 'webhooks'>,
  tx: Store,
  event: WebhookEvent,
  at: Date,
  subject: WebhookSubject,
): Promise<void> {
  if (!webhooks) return;
  const stored = await tx.webhookEndpointsFor(subject.accountId, event.type);
  const endpoints = webhooks.defaultEndpoint?.takes(event.type) ? [null, ...stored] : stored;
  for (const endpointId of endpoints) {
    const record = webhookEventRecord(event, at, endpointId);
    if (subject.coalesceFor !== undefined && webhooks.coalesceMs > 0) {
      const firstAttemptAt = new Date(at.getTime() + webhooks.coalesceMs).toISOString();
      record.coalesce = { key: coalesceKey(event.type, subject.coalesceFor, endpointId), firstAttemptAt };
    }
    await tx.enqueueWebhook(record);
  }
}

const statusMeaning = (statusCode: number) => ({
  statusCode,
  group: statusGroup(statusCode) ?? 'received',
  outcome: statusOutcome(statusCode),
});

/**
 * The events a status change sends: `order.status_changed` always, and `order.delivered` or
 * `order.delivery_failed` when the new status is in the delivered or not-delivered group.
 */
export function statusEvents(
  order: Pick<OrderRecord, 'trackingId' | 'externalId'>,
  previousStatusCode: number | null,
  statusCode: number,
  at: string,
): WebhookEvent[] {
  const ids = { trackingId: order.trackingId, externalId: order.externalId };
  const meaning = statusMeaning(statusCode);
  const events: WebhookEvent[] = [
    { type: 'order.status_changed', timestamp: at, data: { ...ids, ...meaning, previousStatusCode } },
  ];
  if (meaning.group === 'delivered')
    events.push({ type: 'order.delivered', timestamp: at, data: { ...ids, ...meaning } });
  if (meaning.group === 'notDelivered')
    events.push({ type: 'order.delivery_failed', timestamp: at, data: { ...ids, ...meaning } });
  return events;
}

/** The recipient set, moved or removed the doorstep card. */
export function doorstepUpdated(
  order: Pick<OrderRecord, 'trackingId' | 'externalId'>,
  doorstep: DoorstepRecord | undefined,
  at: Date,
): WebhookEvent {
  return {
    type: 'doorstep.updated',
    timestamp: at.toISOString(),
    data: {
      trackingId: order.trackingId,
      externalId: order.externalId,
      doorstep: providerDoorstep(order.trackingId, doorstep),
    },
  };
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

/** The order's own link was opened for the first time: when, and nothing of who or from where. */
export function linkOpened(
  order: Pick<OrderRecord, 'trackingId' | 'externalId'>,
  openedAt: string,
): WebhookEvent {
  return {
    type: 'order.link_opened',
    timestamp: openedAt,
    data: { trackingId: order.trackingId, externalId: order.externalId, openedAt },
  };
}

/** The recipient reported a problem: with the delivery's proof and the doorstep card as the provider reads them. */
export function deliveryDisputed(
  order: Pick<OrderRecord, 'trackingId' | 'externalId'>,
  dispute: Pick<Dispute, 'reason' | 'message' | 'openedAt'>,
  proof: DeliveryProof | null,
  doorstep: DoorstepRecord | undefined,
): WebhookEvent {
  return {
    type: 'delivery.disputed',
    timestamp: dispute.openedAt,
    data: {
      trackingId: order.trackingId,
      externalId: order.externalId,
      reason: dispute.reason,
      message: dispute.message,
      openedAt: dispute.openedAt,
      deliveryProof: proof,
      doorstep: providerDoorstep(order.trackingId, doorstep),
    },
  };
}

export function disputeResolved(
  order: Pick<OrderRecord, 'trackingId' | 'externalId'>,
  resolution: NonNullable<Dispute['resolution']>,
): WebhookEvent {
  return {
    type: 'delivery.dispute_resolved',
    timestamp: resolution.at,
    data: {
      trackingId: order.trackingId,
      externalId: order.externalId,
      outcome: resolution.outcome,
      message: resolution.message,
      resolvedAt: resolution.at,
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
    case 'doorstep.updated':
      return { ...event, data: { ...ids, doorstep: null } };
    // Why and when stay (they say nothing of who or where); the words, the photos and the place go.
    case 'delivery.disputed':
      return {
        ...event,
        data: {
          ...ids,
          reason: event.data.reason,
          message: '',
          openedAt: event.data.openedAt,
          deliveryProof: null,
          doorstep: null,
        },
      };
    case 'delivery.dispute_resolved':
      return {
        ...event,
        data: { ...ids, outcome: event.data.outcome, message: '', resolvedAt: event.data.resolvedAt },
      };
    case 'order.anonymised':
    case 'order.status_changed':
    case 'order.delivered':
    case 'order.delivery_failed':
    case 'order.link_opened':
      return event;
  }
}
