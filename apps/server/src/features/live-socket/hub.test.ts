import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from '../../platform/bus/bus';
import { MemoryBus } from '../../platform/bus/memory';
import { LiveHub } from './hub';
import { LiveClient } from './live-client';
import { publishToOrder } from './live-frame';
import { FakeSink } from './fake-sink.test-support';

const bus = new MemoryBus();
const hub = new LiveHub(bus, { heartbeatMs: 60_000 });
afterEach(() => hub.closeAll(1012, 'test over'));

async function watch(trackingId: string) {
  const sink = new FakeSink();
  const client = new LiveClient(trackingId, sink);
  await hub.join(client);
  return { sink, client };
}

describe('LiveHub', () => {
  it("delivers an order's messages to every socket watching it and to no other", async () => {
    const first = await watch('a');
    const second = await watch('a');
    const other = await watch('b');
    publishToOrder(bus, 'a', { type: 'locationUpdate', timeDiff: 60_000 });
    expect(first.sink.sent).toEqual([{ type: 'locationUpdate', timeDiff: 60_000 }]);
    expect(second.sink.sent).toEqual(first.sink.sent);
    expect(other.sink.sent).toEqual([]);
  });

  it('subscribes to the order channel while someone watches, and not after the last one left', async () => {
    const before = bus.channelCount;
    const first = await watch('c');
    const second = await watch('c');
    expect(bus.channelCount).toBe(before + 1);
    hub.leave(first.client);
    expect(bus.channelCount).toBe(before + 1);
    hub.leave(second.client);
    expect(bus.channelCount).toBe(before);
    publishToOrder(bus, 'c', { type: 'locationUpdate', timeDiff: 1 });
    expect(second.sink.sent).toEqual([]);
  });

  it('lets a socket join at once on a bus that subscribes at once: it gets what is published in the same turn', () => {
    expect(hub.joinsAtOnce('e')).toBe(true);
    const sink = new FakeSink();
    const client = new LiveClient('e', sink);
    void hub.join(client);
    publishToOrder(bus, 'e', { type: 'locationUpdate', timeDiff: 2 });
    expect(sink.sent).toEqual([{ type: 'locationUpdate', timeDiff: 2 }]);
  });

  it('on a bus that subscribes later, lets a socket join at once only once the subscription is in place', async () => {
    const later = new MemoryBus();
    let subscribed = (): void => undefined;
    const slowBus: Bus = {
      publish: (channel, payload) => later.publish(channel, payload),
      subscribe: (channel, handler) =>
        new Promise((resolve) => {
          subscribed = () => void later.subscribe(channel, handler).then(resolve);
        }),
      unsubscribe: (channel, handler) => later.unsubscribe(channel, handler),
      onMissed: () => undefined,
      ping: async () => undefined,
      close: () => later.close(),
    };
    const slowHub = new LiveHub(slowBus, { heartbeatMs: 60_000 });
    try {
      expect(slowHub.joinsAtOnce('f')).toBe(false);
      const joined = slowHub.join(new LiveClient('f', new FakeSink()));
      expect(slowHub.joinsAtOnce('f')).toBe(false);
      subscribed();
      await joined;
      expect(slowHub.joinsAtOnce('f')).toBe(true);
    } finally {
      slowHub.closeAll(1012, 'test over');
    }
  });

  it('closes every socket with the given code', async () => {
    const { sink } = await watch('d');
    hub.closeAll(1012, 'restart');
    expect(sink.closed).toEqual({ code: 1012, reason: 'restart' });
  });
});
