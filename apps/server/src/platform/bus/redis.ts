import { serverMessageSchema } from '@tracking/core/schemas';
import { Redis, type RedisOptions } from 'ioredis';
import {
  trackingIdOfChannel,
  type Bus,
  type BusHandler,
  type BusObserver,
  type MissedListener,
  type MissedScope,
} from './bus';
import { reconnectDelayMs, RedisLinkLog, type BusLog } from './redis-link-log';
import type { RedisNaming } from './redis-naming';

/** Channels per SUBSCRIBE when resubscribing after a reconnect (keeps each command a sane size). */
const RESUBSCRIBE_BATCH = 500;
/** Channels with dropped publishes remembered for catching up; past it, the rest rely on the next message. */
const MAX_DROPPED_CHANNELS = 100_000;

/** What both connections share: reconnect forever, and never queue commands while Redis is away. */
function connectionOptions(name: string): RedisOptions {
  return {
    connectionName: name,
    retryStrategy: reconnectDelayMs,
    // A publish while Redis is away fails at once and is dropped (delivery is at most once) rather than piling
    // up stale positions to flood the pages with later; a subscribe fails so the socket is told to come back.
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
  };
}

/** Whether a payload from Redis is a server message: another process could publish on our channels. */
function isServerMessage(payload: string): boolean {
  try {
    return serverMessageSchema.safeParse(JSON.parse(payload)).success;
  } catch {
    return false;
  }
}

/**
 * The bus across instances over Redis pub/sub: one connection publishes, one subscribes to exactly the channels
 * this instance's sockets watch. After Redis comes back it resubscribes them itself (the map here is what the
 * sockets watch now, whatever was asked while Redis was away) and tells `onMissed` listeners which channels may
 * have lost messages: those it was subscribed to, and those it dropped publishes on (the publisher may come back
 * after other instances' subscribers did), so their sockets get a fresh snapshot. Callers name channels as the
 * Bus does (`live:order:<id>`); in Redis they carry the deployment's prefix and, for orders, a fingerprint of the
 * id (`naming`), mapped back here for the channels this instance subscribes to.
 */
export class RedisBus implements Bus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<BusHandler>>();
  /** The channel each Redis channel name this instance subscribes to stands for. */
  private readonly channelOf = new Map<string, string>();
  private readonly subscribing = new Map<string, Promise<void>>();
  private readonly missedListeners: MissedListener[] = [];
  /** Channels a publish was dropped on while Redis was away, reported once the publisher is back. */
  private readonly dropped = new Set<string>();
  private readonly link: RedisLinkLog;

  constructor(
    url: string,
    private readonly naming: RedisNaming,
    log: BusLog,
    observer?: BusObserver,
  ) {
    this.link = new RedisLinkLog(log, observer);
    this.publisher = new Redis(url, { ...connectionOptions('tracking-publish'), enableAutoPipelining: true });
    this.subscriber = new Redis(url, { ...connectionOptions('tracking-subscribe'), autoResubscribe: false });
    this.link.watch(this.publisher, 'publish', async () => this.reportDropped());
    this.link.watch(this.subscriber, 'subscribe', () => this.resubscribe());
    this.subscriber.on('message', (channel: string, payload: string) => this.deliver(channel, payload));
  }

  /** Resolves once both connections are up, or after `timeoutMs` (they keep trying in the background). */
  async ready(timeoutMs: number): Promise<boolean> {
    const up = (redis: Redis) =>
      redis.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => redis.once('ready', resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
    const both = Promise.all([up(this.publisher), up(this.subscriber)]).then(() => true);
    const result = await Promise.race([both, timeout]);
    clearTimeout(timer);
    return result;
  }

  publish(channel: string, payload: string): void {
    // Redis echoes a publish to this instance's own subscriber only while that connection is up; while it is
    // not, this instance's sockets get the message here, so recipients on the instance taking a driver's
    // positions keep getting them through a Redis outage.
    if (this.subscriber.status !== 'ready') this.handOut(channel, payload);
    this.publisher.publish(this.naming.channel(channel), payload).catch((error: unknown) => {
      if (this.dropped.size < MAX_DROPPED_CHANNELS) this.dropped.add(channel);
      this.link.dropped(error);
    });
  }

  async subscribe(channel: string, handler: BusHandler): Promise<void> {
    const handlers = this.handlers.get(channel);
    if (handlers) {
      handlers.add(handler);
      return this.subscribing.get(channel);
    }
    this.handlers.set(channel, new Set([handler]));
    const wire = this.naming.channel(channel);
    this.channelOf.set(wire, channel);
    const subscribed = this.subscriber.subscribe(wire).then(
      () => {
        this.subscribing.delete(channel);
      },
      (error: unknown) => {
        this.subscribing.delete(channel);
        this.handlers.delete(channel);
        this.channelOf.delete(wire);
        throw error;
      },
    );
    this.subscribing.set(channel, subscribed);
    return subscribed;
  }

  async unsubscribe(channel: string, handler: BusHandler): Promise<void> {
    const handlers = this.handlers.get(channel);
    if (!handlers?.delete(handler) || handlers.size > 0) return;
    this.handlers.delete(channel);
    const wire = this.naming.channel(channel);
    this.channelOf.delete(wire);
    // While Redis is away this fails, which is fine: the next connection starts with no subscriptions.
    await this.subscriber.unsubscribe(wire).catch(() => undefined);
  }

  onMissed(listener: MissedListener): void {
    this.missedListeners.push(listener);
  }

  async ping(): Promise<void> {
    if (this.subscriber.status !== 'ready') throw new Error('Redis subscriber connection is down');
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    this.link.closing = true;
    this.handlers.clear();
    this.channelOf.clear();
    await Promise.all(
      [this.publisher, this.subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())),
    );
  }

  /** Number of channels this instance subscribes to. */
  get channelCount(): number {
    return this.handlers.size;
  }

  /** A payload from Redis, on a channel named as in Redis. */
  private deliver(wire: string, payload: string): void {
    const channel = this.channelOf.get(wire);
    if (channel === undefined) return;
    // Order channels go to sockets as they are; other channels' subscribers check their own payloads.
    if (trackingIdOfChannel(channel) !== undefined && !isServerMessage(payload))
      return this.link.invalid(channel);
    this.handOut(channel, payload);
  }

  /** Gives a payload to this instance's handlers of the channel. */
  private handOut(channel: string, payload: string): void {
    const handlers = this.handlers.get(channel);
    if (!handlers) return;
    // A copy: a handler may unsubscribe (a final status closes the order's sockets) while we deliver.
    for (const handler of [...handlers]) handler(payload);
  }

  /** After a reconnect: subscribe to every channel watched now, then report them as possibly behind. */
  private async resubscribe(): Promise<void> {
    const channels = [...this.handlers.keys()];
    if (channels.length === 0) return;
    for (let start = 0; start < channels.length; start += RESUBSCRIBE_BATCH) {
      const batch = channels.slice(start, start + RESUBSCRIBE_BATCH);
      await this.subscriber.subscribe(...batch.map((channel) => this.naming.channel(channel)));
    }
    this.link.resubscribed(channels.length);
    this.report(channels, 'subscribed');
  }

  /** After the publisher is back: the channels whose messages it had to drop. */
  private reportDropped(): void {
    const channels = [...this.dropped];
    this.dropped.clear();
    this.report(channels, 'published');
  }

  private report(channels: string[], scope: MissedScope): void {
    if (channels.length === 0) return;
    for (const listener of this.missedListeners) listener(channels, scope);
  }
}
