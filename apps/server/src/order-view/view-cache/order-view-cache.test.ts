import type { Order, ServerMessage } from '@tracking/core';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_OVERHEAD_BYTES,
  encodedAnswer,
  OrderViewCache,
  viewOfAnswer,
  type LoadedOrder,
} from './order-view-cache';
import type { LazyMessage, ViewFeed } from './view-feed';
import type { ViewNotice } from './view-notice';

/** A feed whose notices, messages and outages the test gives by hand. */
class HandFeed implements ViewFeed {
  announced: ViewNotice[] = [];
  watched = new Map<string, (message: LazyMessage) => void>();
  isConnected = true;
  watchFails = false;
  private noticeHandler: (notice: ViewNotice) => void = () => undefined;
  private missedHandler: (lost: 'all' | readonly string[]) => void = () => undefined;

  announce = (notice: ViewNotice) => void this.announced.push(notice);
  onNotice = (handler: (notice: ViewNotice) => void) => void (this.noticeHandler = handler);
  onMissed = (handler: (lost: 'all' | readonly string[]) => void) => void (this.missedHandler = handler);
  connected = () => this.isConnected;
  watch = async (trackingId: string, handler: (message: LazyMessage) => void) => {
    if (this.watchFails) throw new Error('bus away');
    this.watched.set(trackingId, handler);
    return () => void this.watched.delete(trackingId);
  };
  notice = (notice: ViewNotice) => this.noticeHandler(notice);
  missed = (lost: 'all' | readonly string[]) => this.missedHandler(lost);
  message = (trackingId: string, message: ServerMessage) => this.watched.get(trackingId)?.(() => message);
}

const ACCESS = { trackingEnabled: true, anonymisedAt: null, finalAt: null };

const viewOf = (trackingId: string, fields: Partial<Order> = {}) =>
  ({ trackingId, statusCode: 40, timeDiff: 0, driverLocation: null, ...fields }) as Order;

function order(trackingId: string, fields: Partial<Order> = {}): LoadedOrder {
  return {
    accessFacts: ACCESS,
    accountId: 'acme',
    driverId: 'van-1',
    linkOpened: false,
    live: false,
    view: async () => viewOf(trackingId, fields),
  };
}

/** A store of orders the loads read, counting reads per id. */
function store(orders: Record<string, LoadedOrder>) {
  const reads = new Map<string, number>();
  return {
    reads: (id: string) => reads.get(id) ?? 0,
    set: (id: string, loaded: LoadedOrder) => (orders[id] = loaded),
    load: (id: string) => async () => {
      reads.set(id, (reads.get(id) ?? 0) + 1);
      return orders[id];
    },
  };
}

function setup(maxBytes = 1_000_000) {
  const feed = new HandFeed();
  return { feed, cache: new OrderViewCache(maxBytes, feed) };
}

describe('OrderViewCache', () => {
  it('reads an order once and answers the same bytes from memory after', async () => {
    const { cache } = setup();
    const orders = store({ a: order('a') });
    const first = await cache.read('a', orders.load('a'));
    const second = await cache.read('a', orders.load('a'));
    expect(orders.reads('a')).toBe(1);
    expect(second?.answer).toBe(first?.answer);
    expect(JSON.parse(second?.answer?.toString() ?? '')).toEqual({ status: 'OK', payload: viewOf('a') });
  });

  it('shares one read between concurrent misses, and keeps nothing for an unknown id', async () => {
    const { cache } = setup();
    const orders = store({ a: order('a') });
    await Promise.all([cache.read('a', orders.load('a')), cache.read('a', orders.load('a'))]);
    expect(orders.reads('a')).toBe(1);
    expect(await cache.read('missing', orders.load('missing'))).toBeUndefined();
    expect(await cache.read('missing', orders.load('missing'))).toBeUndefined();
    expect(orders.reads('missing')).toBe(2);
  });

  it.each<[string, ViewNotice, string[]]>([
    ['an order', { drop: 'order', trackingId: 'a' }, ['a']],
    ['an order and its route', { drop: 'order', trackingId: 'a', driverId: 'van-1' }, ['a', 'b']],
    ["a driver's route", { drop: 'driver', driverId: 'van-1' }, ['a', 'b']],
    ['an account', { drop: 'account', accountId: 'acme' }, ['a', 'b']],
    ['everything', { drop: 'all' }, ['a', 'b', 'c']],
  ])('a notice of %s drops exactly those orders', async (_, notice, dropped) => {
    const { cache, feed } = setup();
    const orders = store({
      a: order('a'),
      b: order('b'),
      c: { ...order('c'), driverId: null, accountId: 'x' },
    });
    for (const id of ['a', 'b', 'c']) await cache.read(id, orders.load(id));
    feed.notice(notice);
    for (const id of ['a', 'b', 'c']) await cache.read(id, orders.load(id));
    expect(['a', 'b', 'c'].filter((id) => orders.reads(id) === 2)).toEqual(dropped);
  });

  it('applies its own notices and announces them to the other instances', async () => {
    const { cache, feed } = setup();
    const orders = store({ a: order('a') });
    await cache.read('a', orders.load('a'));
    cache.announce({ drop: 'order', trackingId: 'a' });
    expect(feed.announced).toEqual([{ drop: 'order', trackingId: 'a' }]);
    await cache.read('a', orders.load('a'));
    expect(orders.reads('a')).toBe(2);
  });

  it('drops what an outage may have made stale: the orders named, or all', async () => {
    const { cache, feed } = setup();
    const orders = store({ a: order('a'), b: order('b') });
    for (const id of ['a', 'b']) await cache.read(id, orders.load(id));
    feed.missed(['a']);
    for (const id of ['a', 'b']) await cache.read(id, orders.load(id));
    expect([orders.reads('a'), orders.reads('b')]).toEqual([2, 1]);
    feed.missed('all');
    for (const id of ['a', 'b']) await cache.read(id, orders.load(id));
    expect([orders.reads('a'), orders.reads('b')]).toEqual([3, 2]);
  });

  it('answers but does not keep a read that a notice overtook', async () => {
    const { cache, feed } = setup();
    let release: () => void = () => undefined;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return order('a');
    };
    const reading = cache.read('a', slow);
    feed.notice({ drop: 'order', trackingId: 'a' });
    release();
    const read = await reading;
    expect(read?.answer && viewOfAnswer(read.answer).trackingId).toBe('a');
    const orders = store({ a: order('a', { statusCode: 90 }) });
    const fresh = await cache.read('a', orders.load('a'));
    expect(fresh?.answer && viewOfAnswer(fresh.answer).statusCode).toBe(90);
  });

  it("follows a live order's messages as a page does, and stops when the order leaves", async () => {
    const { cache, feed } = setup();
    const orders = store({ a: { ...order('a', { statusCode: 80 }), live: true } });
    await cache.read('a', orders.load('a'));
    // Read again once watched, so a message sent between the two reads is not missed.
    expect(orders.reads('a')).toBe(2);
    const driverLocation = { lat: 55.6, lng: 12.5, at: '2026-03-10T10:00:00.000Z' };
    feed.message('a', { type: 'locationUpdate', driverLocation, timeDiff: 60_000 });
    feed.message('a', { type: 'routeUpdate', stopsBefore: 2 });
    const kept = await cache.read('a', orders.load('a'));
    expect(kept?.answer && viewOfAnswer(kept.answer)).toEqual({
      ...viewOf('a', { statusCode: 80 }),
      driverLocation,
      timeDiff: 60_000,
      stopsBefore: 2,
    });
    expect(orders.reads('a')).toBe(2);

    // Each field the newest message that carries it: a position without an estimate keeps the last estimate.
    for (let step = 1; step <= 100; step++) {
      feed.message('a', {
        type: 'locationUpdate',
        driverLocation: { ...driverLocation, lat: 55 + step / 1000 },
      });
    }
    const moved = await cache.read('a', orders.load('a'));
    expect(moved?.answer && viewOfAnswer(moved.answer)).toMatchObject({
      driverLocation: { lat: 55.1 },
      timeDiff: 60_000,
      stopsBefore: 2,
    });

    // Access ended: the entry goes at once, and the next read reads the order again (and watches it again).
    feed.message('a', { type: 'unauthorized' });
    expect(cache.size.entries).toBe(0);
    await cache.read('a', orders.load('a'));
    expect(orders.reads('a')).toBe(4);
  });

  it('keeps nothing while notices cannot arrive, or while a live order cannot be watched', async () => {
    const { cache, feed } = setup();
    const orders = store({ a: order('a'), b: { ...order('b', { statusCode: 80 }), live: true } });
    feed.isConnected = false;
    await cache.read('a', orders.load('a'));
    await cache.read('a', orders.load('a'));
    expect(orders.reads('a')).toBe(2);
    feed.isConnected = true;
    feed.watchFails = true;
    expect((await cache.read('b', orders.load('b')))?.answer).toBeDefined();
    await cache.read('b', orders.load('b'));
    expect(orders.reads('b')).toBe(2);
  });

  it('keeps within its bound, least recently read out first', async () => {
    const entryBytes = encodedAnswer(viewOf('a')).length + ENTRY_OVERHEAD_BYTES;
    const { cache } = setup(entryBytes * 2);
    const orders = store({ a: order('a'), b: order('b'), c: order('c') });
    await cache.read('a', orders.load('a'));
    await cache.read('b', orders.load('b'));
    await cache.read('a', orders.load('a'));
    await cache.read('c', orders.load('c'));
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(entryBytes * 2);
    for (const id of ['a', 'c', 'b']) await cache.read(id, orders.load(id));
    expect([orders.reads('a'), orders.reads('b'), orders.reads('c')]).toEqual([1, 2, 1]);
  });
});
