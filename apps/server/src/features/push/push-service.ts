import { randomBytes } from 'node:crypto';
import type { DomainDeps } from '../../order-view/deps';
import type { OrderAccess } from '../../order-view/order-access';
import type { PushConfig } from '../../platform/config/config';
import { accessDenied, invalidRequest, tooManyRequests } from '../../platform/outcomes/outcome';
import { isAllowedEndpoint } from './push-endpoint';

/** Subscriptions one order keeps at most (a household's phones and laptops, not a mailing list). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** What the push feature needs of the links (the share feature's, given by the composition root). */
export interface PushLinkReader {
  /** The order an id opens (its own tracking id or a share id) and the link's access. */
  resolve(id: string): Promise<{ access: OrderAccess; trackingId: string; shareId?: string }>;
}

export interface NewSubscription {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  lang: string;
}

/** Where the page is served, as the subscribing browser reached it: messages open `{origin}/{the id it used}`. */
export type PageOrigin = string;

const tooManySubscriptions = () =>
  tooManyRequests(
    `An order keeps at most ${MAX_PUSH_SUBSCRIPTIONS} push subscriptions; unsubscribe one first`,
  );

/**
 * Browsers subscribing to an order's Web Push messages, through the order's own link or a share link. An
 * endpoint is only ever one of the push services' (PUSH_ENDPOINT_HOSTS), so the service never posts where a
 * client chose.
 */
export function createPushSubscriptions(
  { store, now }: DomainDeps,
  links: PushLinkReader,
  rules: Pick<PushConfig, 'endpointHosts' | 'allowHttp'>,
) {
  const rulesForEndpoints = { hosts: rules.endpointHosts, allowHttp: rules.allowHttp };

  async function opened(id: string) {
    const link = await links.resolve(id);
    if (link.access !== 'ok') throw accessDenied(link.access);
    return link;
  }

  return {
    /** Keeps the browser's subscription (again, with new keys, when it subscribes twice); 429 past 10 an order. */
    async subscribe(id: string, { subscription, lang }: NewSubscription, origin: PageOrigin): Promise<void> {
      if (!isAllowedEndpoint(subscription.endpoint, rulesForEndpoints)) {
        throw invalidRequest([
          { key: 'subscription.endpoint', message: 'Must be an https address of a browser push service' },
        ]);
      }
      const link = await opened(id);
      await store.transaction(async (tx) => {
        const known = await tx.listPushSubscriptions(link.trackingId);
        const again = known.some((kept) => kept.endpoint === subscription.endpoint);
        if (!again && known.length >= MAX_PUSH_SUBSCRIPTIONS) throw tooManySubscriptions();
        await tx.savePushSubscription({
          subscriptionId: randomBytes(16).toString('base64url'),
          trackingId: link.trackingId,
          shareId: link.shareId ?? null,
          endpoint: subscription.endpoint,
          keys: subscription.keys,
          lang,
          createdAt: now().toISOString(),
          pageUrl: `${origin}/${encodeURIComponent(id)}`,
        });
      });
    },

    /** Forgets the browser's subscription; unsubscribing twice is no error. */
    async unsubscribe(id: string, endpoint: string): Promise<void> {
      const link = await opened(id);
      await store.deletePushSubscription(link.trackingId, endpoint);
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
