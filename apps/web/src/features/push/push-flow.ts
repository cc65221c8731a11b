import type { Locale } from '@tracking/core';
import { orderGoneCode } from '../../lib/api-client';
import { deletePushSubscription, postPushSubscription, type SubscriptionJson } from './api/push-subscription';
import { endpointStillUsed, forgetChoice, rememberChoice, rememberedEndpoint } from './push-choice';

/**
 * Subscribing and unsubscribing (loaded on the first tap, off the page's critical path). The browser keeps one
 * push subscription for the site; each order the recipient asks about is told its endpoint.
 */

/** The bytes of a base64url key (applicationServerKey). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The subscription as the service takes it; throws when the browser gave no keys (nothing could be decrypted). */
export function subscriptionJson(subscription: PushSubscription): SubscriptionJson {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('push subscription without keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Once notifications are allowed: the browser's subscription (made if it has none), given to the order. */
export async function subscribeOrder(trackingId: string, lang: Locale, publicKey: string): Promise<void> {
  const { pushManager } = await navigator.serviceWorker.ready;
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscriptionJson(subscription);
  await postPushSubscription(trackingId, json, lang);
  rememberChoice(trackingId, json.endpoint);
}

/**
 * The order forgets this browser; the browser's own subscription goes too unless another order on this device
 * still uses it. An order that is gone (403, 404, 410) keeps no subscription anyway.
 */
export async function unsubscribeOrder(trackingId: string): Promise<void> {
  const endpoint = rememberedEndpoint(trackingId);
  if (endpoint) {
    try {
      await deletePushSubscription(trackingId, endpoint);
    } catch (error) {
      if (!orderGoneCode(error)) throw error;
    }
  }
  forgetChoice(trackingId);
  if (!endpoint || endpointStillUsed(endpoint)) return;
  const { pushManager } = await navigator.serviceWorker.ready;
  const subscription = await pushManager.getSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}
