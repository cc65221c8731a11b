import { createHash, createHmac } from 'node:crypto';
import { trackingIdOfChannel } from './bus';

/** Where this deployment's data lives in a Redis it may share: REDIS_URL, REDIS_PREFIX, REDIS_CHANNEL_SECRET. */
export interface RedisSettings {
  url: string;
  /** Starts every key and channel name (`tracking:` by default), so deployments sharing a Redis stay apart. */
  prefix: string;
  /** Keys the fingerprints order channels are named by; the same on every instance, or live updates stop. */
  channelSecret: string;
}

/** The names this deployment's keys and channels have in Redis. */
export interface RedisNaming {
  /** A counter's key: the prefix, then the name. */
  key(name: string): string;
  /**
   * A bus channel's name in Redis: the prefix, then the channel; an order's channel carries a keyed fingerprint
   * of its tracking id instead of the id, so whoever lists channels in Redis (PUBSUB CHANNELS, MONITOR) learns
   * no id that opens an order page.
   */
  channel(channel: string): string;
}

export function redisNaming({ prefix, channelSecret }: Omit<RedisSettings, 'url'>): RedisNaming {
  // Derived from the secret and the prefix: two deployments sharing a secret still name an order apart.
  const key = createHash('sha256').update(`redis-channel\0${prefix}\0${channelSecret}`).digest();
  // The whole HMAC: two orders with one channel would see each other's messages, so no truncation.
  const fingerprint = (trackingId: string) =>
    createHmac('sha256', key).update(trackingId).digest('base64url');
  return {
    key: (name) => `${prefix}${name}`,
    channel(channel) {
      const trackingId = trackingIdOfChannel(channel);
      return trackingId === undefined
        ? `${prefix}${channel}`
        : `${prefix}live:order:${fingerprint(trackingId)}`;
    },
  };
}
