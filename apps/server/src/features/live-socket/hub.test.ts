import { afterEach, describe, expect, it } from 'vitest';
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

  it('closes every socket with the given code', async () => {
    const { sink } = await watch('d');
    hub.closeAll(1012, 'restart');
    expect(sink.closed).toEqual({ code: 1012, reason: 'restart' });
  });
});
