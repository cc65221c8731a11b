import { describe, expect, it } from 'vitest';
import type { Store } from '../../store/store';
import { createPushWatcher } from './push-watcher';

/** A store with subscriptions for `subscribed` orders alone, counting the reads the watcher makes. */
function countingStore(subscribed: readonly string[]) {
  const reads = { batches: [] as string[][], listed: [] as string[] };
  const store = {
    async trackingIdsWithPushSubscriptions(trackingIds: readonly string[]) {
      reads.batches.push([...trackingIds]);
      return new Set(trackingIds.filter((id) => subscribed.includes(id)));
    },
    // No subscription to weigh: the watcher stops after listing them.
    async listPushSubscriptions(trackingId: string) {
      reads.listed.push(trackingId);
      return [];
    },
  };
  return { reads, store: store as unknown as Store };
}

function watcherOn(store: Store) {
  return createPushWatcher({
    store,
    now: () => new Date('2026-03-10T10:00:00Z'),
    settings: { stopsAway: 3, etaShiftMinutes: 15, maxPerDay: 5 },
    readOrder: async () => undefined,
    translations: async () => (key: string) => key,
    recorded: () => undefined,
    counted: () => undefined,
    onError: (error) => {
      throw error;
    },
  });
}

describe('push watcher', () => {
  it('asks once which of the orders a position moved have subscriptions, and weighs only those', async () => {
    const { reads, store } = countingStore(['order-3', 'order-7']);
    const watcher = watcherOn(store);
    for (let index = 0; index < 20; index++) watcher.handle(`order-${index}`);
    await watcher.idle();
    expect(reads.batches).toHaveLength(1);
    expect(reads.batches[0]).toHaveLength(20);
    expect(reads.listed.sort()).toEqual(['order-3', 'order-7']);
  });

  it('asks again for orders that changed while a read was under way', async () => {
    const { reads, store } = countingStore(['late']);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ask = store.trackingIdsWithPushSubscriptions.bind(store);
    store.trackingIdsWithPushSubscriptions = async (trackingIds) => {
      const subscribed = await ask(trackingIds);
      if (reads.batches.length === 1) await held;
      return subscribed;
    };
    const watcher = watcherOn(store);
    watcher.handle('first');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads.batches).toEqual([['first']]);
    watcher.handle('late');
    release();
    await watcher.idle();
    expect(reads.batches).toEqual([['first'], ['late']]);
    expect(reads.listed).toEqual(['late']);
  });
});
