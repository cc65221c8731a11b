import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { OwnRedisServer } from '../../testing/redis-server';
import { SKIP_REASONS, TEST_SERVERS, titleWithSkip } from '../../testing/test-engines';
import { RedisBus } from './redis';
import { reconnectDelayMs, type BusLog } from './redis-link-log';
import { redisNaming } from './redis-naming';

/** A logger that keeps what was logged, so a test can see the outage was reported. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) => lines.push({ level, message });
  const log: BusLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

/** Collects what a channel delivers; `next` waits for the count to reach n. */
function inbox() {
  const received: string[] = [];
  const handler = (payload: string) => received.push(payload);
  const until = async (count: number, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`got ${received.length} of ${count}: ${received.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return received;
  };
  return { received, handler, until };
}

const uniqueChannel = () => `live:order:test-${randomBytes(6).toString('hex')}`;
const ping = JSON.stringify({ type: 'ping' });
const location = JSON.stringify({ type: 'locationUpdate', timeDiff: 60_000 });

describe('reconnectDelayMs', () => {
  it.each([
    [1, 50],
    [2, 100],
    [4, 400],
    [5, 800],
    [6, 1000],
    [100, 1000],
  ])('waits %i attempt(s) in: %i ms', (attempt, delay) => {
    expect(reconnectDelayMs(attempt)).toBe(delay);
  });
});

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});
/** How the test instances name their channels in Redis, as one deployment's do. */
const naming = redisNaming({ prefix: 'test-tracking:', channelSecret: 'test-redis-channel-secret' });
function openBus(url: string) {
  const { log, lines } = recordingLog();
  const bus = new RedisBus(url, naming, log);
  opened.push(bus);
  return { bus, lines };
}

describe.skipIf(SKIP_REASONS.redis !== undefined)(
  titleWithSkip('RedisBus on a real Redis', [SKIP_REASONS.redis]),
  () => {
    const url = TEST_SERVERS.redisUrl ?? '';

    it('carries a message published by one instance to the subscribers of another, in order', async () => {
      const [a, b] = [openBus(url).bus, openBus(url).bus];
      expect([await a.ready(3000), await b.ready(3000)]).toEqual([true, true]);
      const channel = uniqueChannel();
      const { handler, until } = inbox();
      await b.subscribe(channel, handler);
      a.publish(channel, ping);
      a.publish(channel, location);
      expect(await until(2)).toEqual([ping, location]);
    });

    it('names an order channel in Redis by the prefix and a fingerprint of the id, never the id', async () => {
      const { bus } = openBus(url);
      await bus.ready(3000);
      const watcher = new Redis(url);
      opened.push({ close: async () => void watcher.disconnect() });
      const channel = uniqueChannel();
      const id = channel.slice('live:order:'.length);
      await bus.subscribe(channel, inbox().handler);
      expect(await watcher.pubsub('CHANNELS', `*${id}*`)).toEqual([]);
      const listed = (await watcher.pubsub('CHANNELS', 'test-tracking:live:order:*')) as string[];
      expect(listed).toContain(naming.channel(channel));
      const seen = new Promise<string>((resolve) =>
        watcher.on('pmessage', (_pattern, name: string) => {
          if (name.startsWith('test-tracking:live:order:')) resolve(name);
        }),
      );
      await watcher.psubscribe('*');
      bus.publish(channel, ping);
      expect(await seen).toBe(naming.channel(channel));
    });

    it('subscribes in Redis only while a local handler listens', async () => {
      const { bus } = openBus(url);
      await bus.ready(3000);
      const watcher = new Redis(url);
      opened.push({ close: async () => void watcher.disconnect() });
      const channel = uniqueChannel();
      const subscribers = async () =>
        ((await watcher.pubsub('NUMSUB', naming.channel(channel))) as [string, number])[1];
      const [first, second] = [inbox(), inbox()];
      await bus.subscribe(channel, first.handler);
      await bus.subscribe(channel, second.handler);
      expect(await subscribers()).toBe(1);
      await bus.unsubscribe(channel, first.handler);
      expect(await subscribers()).toBe(1);
      await bus.unsubscribe(channel, second.handler);
      expect(await subscribers()).toBe(0);
    });

    it('passes on only valid server messages, whoever published on the channel', async () => {
      const { bus, lines } = openBus(url);
      await bus.ready(3000);
      const foreign = new Redis(url);
      opened.push({ close: async () => void foreign.disconnect() });
      const channel = uniqueChannel();
      const { handler, until, received } = inbox();
      await bus.subscribe(channel, handler);
      for (const payload of [
        'not json',
        '{"type":"takeover"}',
        '{"type":"locationUpdate","timeDiff":"soon"}',
      ]) {
        await foreign.publish(naming.channel(channel), payload);
      }
      await foreign.publish(naming.channel(channel), location);
      expect(await until(1)).toEqual([location]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toEqual([location]);
      expect(lines).toContainEqual({
        level: 'warn',
        message: 'Ignored a message on a live channel that is not valid',
      });
    });
  },
);

const restartSkips = [SKIP_REASONS.redis, SKIP_REASONS.ownRedis];
describe.skipIf(restartSkips.some(Boolean))(
  titleWithSkip('RedisBus when Redis goes away and comes back', restartSkips),
  () => {
    it('fails fast while away, logs it, then resubscribes and reports the channels that missed or dropped messages', async () => {
      const redis = await OwnRedisServer.start();
      opened.push({ close: () => redis.stop() });
      const { bus, lines } = openBus(redis.url);
      const publisher = openBus(redis.url).bus;
      await Promise.all([bus.ready(3000), publisher.ready(3000)]);
      const channel = uniqueChannel();
      const { handler, until } = inbox();
      await bus.subscribe(channel, handler);
      const missed: [string[], string][] = [];
      bus.onMissed((channels, scope) => missed.push([channels, scope]));
      publisher.onMissed((channels, scope) => missed.push([channels, scope]));

      await redis.stop();
      await expect
        .poll(() => lines.map((line) => line.message))
        .toContain('Redis connection lost: live updates across instances pause until it is back');
      publisher.publish(channel, location);
      await expect(bus.ping()).rejects.toThrow();
      await expect(bus.subscribe(uniqueChannel(), () => undefined)).rejects.toThrow();

      await redis.start();
      // The subscriber's sockets missed what was sent meanwhile; the publisher knows what it could not send.
      await expect
        .poll(() => missed, { timeout: 5000 })
        .toEqual(
          expect.arrayContaining([
            [[channel], 'subscribed'],
            [[channel], 'published'],
          ]),
        );
      expect(missed).toHaveLength(2);
      await expect.poll(() => bus.ping().then(() => 'ok'), { timeout: 5000 }).toBe('ok');
      await expect.poll(() => publisher.ping().then(() => 'ok'), { timeout: 5000 }).toBe('ok');
      publisher.publish(channel, ping);
      expect(await until(1)).toEqual([ping]);
      expect(bus.channelCount).toBe(1);
    });

    it("hands this instance's own publishes to its handlers while away, once each, and through Redis again after", async () => {
      const redis = await OwnRedisServer.start();
      opened.push({ close: () => redis.stop() });
      const { bus, lines } = openBus(redis.url);
      await bus.ready(3000);
      const channel = uniqueChannel();
      const { received, handler, until } = inbox();
      await bus.subscribe(channel, handler);

      await redis.stop();
      // Both connections (publish and subscribe) have seen Redis go.
      await expect
        .poll(() => lines.filter((line) => line.message.startsWith('Redis connection lost')).length)
        .toBe(2);
      bus.publish(channel, location);
      expect(received).toEqual([location]);

      await redis.start();
      await expect.poll(() => bus.ping().then(() => 'ok'), { timeout: 5000 }).toBe('ok');
      bus.publish(channel, ping);
      expect(await until(2)).toEqual([location, ping]);
      // Not handed out here as well: Redis echoes it, once.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toEqual([location, ping]);
    });
  },
);
