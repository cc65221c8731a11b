import { SERVICE_PATHS, type Locale } from '@tracking/core';
import { apiWrite } from '../../../lib/api-client';

const pushPath = (trackingId: string) =>
  `${SERVICE_PATHS.push}?${new URLSearchParams({ trackingId }).toString()}`;

/** The browser's subscription as the service takes it (PushSubscription.toJSON()). */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** POST /tracking/push: the order's messages go to this browser, in `lang` (201). */
export function postPushSubscription(trackingId: string, subscription: SubscriptionJson, lang: Locale) {
  return apiWrite(pushPath(trackingId), 'POST', { subscription, lang });
}

/** DELETE /tracking/push: no more messages to this endpoint (204, also when the order does not keep it). */
export function deletePushSubscription(trackingId: string, endpoint: string) {
  return apiWrite(pushPath(trackingId), 'DELETE', { endpoint });
}
