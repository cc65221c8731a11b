import { createHash } from 'node:crypto';
import type { Order } from '@tracking/core';
import type { PushMessage } from '@tracking/core/schemas';
import type { Translate } from '../../platform/i18n/page-translations';
import { isUrgent, type PushReason } from './push-rules';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A moving estimate stays worth reading a little past itself (the driver may be a few minutes late). */
const ESTIMATE_GRACE_MS = 15 * MINUTE_MS;

/** What goes in the outbox for one subscription: the payload and how the push service should treat it. */
export interface BuiltMessage {
  /** Declarative Web Push: shown by the browser itself, or by the page's service worker. */
  payload: PushMessage;
  /** The same for every message of an order, so a newer one replaces an unread older one. */
  topic: string;
  urgency: 'normal' | 'high';
  /** When the message stops being true (its TTL runs to here). */
  expiresAt: Date;
}

/** A Topic per order (RFC 8030: at most 32 base64url characters), from the tracking id and giving none of it away. */
export const topicOf = (trackingId: string) =>
  createHash('sha256').update(`push-topic:${trackingId}`).digest('base64url').slice(0, 32);

/** The order's current estimate: promised time plus the drift. */
export function estimateOf(order: Order): string | null {
  if (!order.promisedTime) return null;
  return new Date(Date.parse(order.promisedTime) + order.timeDiff).toISOString();
}

/** One formatter per zone (making one costs far more than using it). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clock(iso: string, zone: string): string {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(zone, format);
  }
  return format.format(new Date(iso));
}

/** How long a message stays true: an estimate until just past it, a window until its end, an outcome a day. */
function expiryOf(reason: PushReason, order: Order, at: Date): Date {
  const eta = estimateOf(order);
  if (reason === 'delivered' || reason === 'failed_attempt') return new Date(at.getTime() + DAY_MS);
  if (reason === 'window' && order.deliveryWindow) return new Date(order.deliveryWindow.end);
  const until = eta ? Date.parse(eta) + ESTIMATE_GRACE_MS : at.getTime() + 60 * MINUTE_MS;
  return new Date(Math.max(until, at.getTime() + MINUTE_MS));
}

/**
 * The message of a reason for one subscriber, in its language. It never names the address or the instructions
 * (a share holder gets the same words); a delivery says whether there is a photo, never shows it.
 */
export function buildMessage(input: {
  reason: PushReason;
  order: Order;
  trackingId: string;
  pageUrl: string;
  zone: string;
  at: Date;
  t: Translate;
}): BuiltMessage {
  const { reason, order, zone, t } = input;
  const eta = estimateOf(order);
  const values: Record<string, string> = {
    time: eta ? clock(eta, zone) : '',
    count: String(order.stopsBefore ?? ''),
    start: order.deliveryWindow ? clock(order.deliveryWindow.start, zone) : '',
    end: order.deliveryWindow ? clock(order.deliveryWindow.end, zone) : '',
  };
  const hasPhoto = (order.deliveryProof?.imageUrls.length ?? 0) > 0;
  const key = reason === 'delivered' && hasPhoto ? 'delivered_photo' : reason;
  return {
    payload: {
      web_push: 8030,
      notification: { title: t('push.title'), body: t(`push.${key}`, values), navigate: input.pageUrl },
    },
    topic: topicOf(input.trackingId),
    urgency: isUrgent(reason) ? 'high' : 'normal',
    expiresAt: expiryOf(reason, order, input.at),
  };
}
