/** Receives the payload published on a channel: the JSON text of one live message, sent to sockets as is. */
export type BusHandler = (payload: string) => void;

/**
 * Where messages may have been lost while the bus was cut off:
 * - subscribed: this instance's subscriptions were down, so its own sockets on these channels missed messages
 * - published: messages this instance published were dropped, so every instance's sockets on them missed them
 */
export type MissedScope = 'subscribed' | 'published';

/** Told the channels that may have lost messages, once messages flow again. */
export type MissedListener = (channels: string[], scope: MissedScope) => void;

/**
 * Fan-out of live messages between the code that computes them and the sockets that carry them. In one process
 * it is memory; with several instances Redis pub/sub implements the same contract, so an update computed on the
 * instance that took the ingest reaches sockets held by any instance.
 */
export interface Bus {
  /** Fire and forget: delivery is at most once; a page catches up from the snapshot it gets on reconnect. */
  publish(channel: string, payload: string): void;
  /** Resolves once messages published afterwards reach the handler. */
  subscribe(channel: string, handler: BusHandler): Promise<void>;
  /**
   * True when a handler gets every message published once `subscribe` has returned, before its promise settles
   * (memory): a socket can join an order and be sent its first frame in the same turn.
   */
  readonly subscribesAtOnce?: boolean;
  unsubscribe(channel: string, handler: BusHandler): Promise<void>;
  /** After an outage, so the sockets of those channels can be sent a fresh snapshot. */
  onMissed(listener: MissedListener): void;
  /** Throws when the bus cannot carry messages now (health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What the Redis bus reports for the metrics: publishes it dropped, and each connection going up or down. */
export interface BusObserver {
  publishFailed(): void;
  link(role: string, up: boolean): void;
}

const ORDER_CHANNEL_PREFIX = 'live:order:';

/**
 * One channel per order: an instance subscribes only to orders its sockets watch, and each order's message is
 * its own (its own timeDiff), so a per-driver channel would carry nothing the watchers could share.
 */
export function orderChannel(trackingId: string): string {
  return `${ORDER_CHANNEL_PREFIX}${trackingId}`;
}

/** The order of a channel made by orderChannel; undefined for any other channel. */
export function trackingIdOfChannel(channel: string): string | undefined {
  return channel.startsWith(ORDER_CHANNEL_PREFIX) ? channel.slice(ORDER_CHANNEL_PREFIX.length) : undefined;
}
