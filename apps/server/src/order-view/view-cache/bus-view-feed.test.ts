import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../../platform/bus/memory';
import { busViewFeed, VIEW_NOTICE_CHANNEL } from './bus-view-feed';
import type { ViewNotice } from './view-notice';

/** Two instances' feeds on one bus; what the second hears. */
async function twoInstances() {
  const bus = new MemoryBus();
  const fail = (error: unknown) => {
    throw error;
  };
  const sender = busViewFeed(bus, fail);
  const receiver = busViewFeed(bus, fail);
  const heard: ViewNotice[] = [];
  receiver.onNotice((notice) => heard.push(notice));
  await expect.poll(() => sender.connected() && receiver.connected()).toBe(true);
  return { bus, sender, heard };
}

describe('busViewFeed', () => {
  it.each<ViewNotice>([
    { drop: 'order', trackingId: 't', driverId: 'd' },
    { drop: 'order', trackingId: 't', viewOnly: true },
    { drop: 'account', accountId: 'a' },
    { drop: 'driver', driverId: 'd' },
    { drop: 'all' },
    { drop: 'all', viewOnly: true },
  ])('carries %j to the other instances whole', async (notice) => {
    const { sender, heard } = await twoInstances();
    sender.announce(notice);
    expect(heard).toEqual([notice]);
  });

  it('drops a notice it cannot read, and keeps none of a sender’s unknown fields', async () => {
    const { bus, heard } = await twoInstances();
    bus.publish(VIEW_NOTICE_CHANNEL, 'not json');
    bus.publish(VIEW_NOTICE_CHANNEL, JSON.stringify({ from: 'x', notice: { drop: 'everything' } }));
    bus.publish(
      VIEW_NOTICE_CHANNEL,
      JSON.stringify({ from: 'x', notice: { drop: 'order', trackingId: 't', extra: 1 } }),
    );
    expect(heard).toEqual([{ drop: 'order', trackingId: 't' }]);
  });
});
