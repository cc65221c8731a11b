import { Webhook } from 'standardwebhooks';
import type { WebhookConfig } from '../../platform/config/config';
import type { Store } from '../../store/store';

/** Where one delivery goes and how it is signed. */
export interface DeliveryTarget {
  url: string;
  /** Standard Webhooks `webhook-signature`: one `v1,…` per secret, space-separated. */
  sign(id: string, at: Date, body: string): string;
}

/** Signs with every secret given: during a rotation a receiver verifies with either. */
export function signer(secrets: readonly string[]) {
  const webhooks = secrets.map((secret) => new Webhook(secret));
  return (id: string, at: Date, body: string) =>
    webhooks.map((webhook) => webhook.sign(id, at, body)).join(' ');
}

/**
 * The target of a delivery: WEBHOOK_URL for `null`, else the stored endpoint with its secret (and the previous
 * one while its 24 h after a rotation last); undefined when the endpoint is gone.
 */
export async function deliveryTarget(
  store: Store,
  config: WebhookConfig,
  endpointId: string | null,
  now: Date,
): Promise<DeliveryTarget | undefined> {
  if (endpointId === null) {
    const fallback = config.defaultEndpoint;
    return fallback && { url: fallback.url, sign: signer([fallback.secret]) };
  }
  const endpoint = await store.findWebhookEndpoint(endpointId);
  if (!endpoint) return undefined;
  const previous =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretUntil !== null &&
    endpoint.previousSecretUntil > now.toISOString()
      ? [endpoint.previousSecret]
      : [];
  return { url: endpoint.url, sign: signer([endpoint.secret, ...previous]) };
}
