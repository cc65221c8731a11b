import { describe, expect, it } from 'vitest';
import type { OrderChange } from '../order-changes';
import type { DriverStopRecord } from '../store/order-view-store';
import type { ViewNotice } from '../view-cache/view-notice';
import { DriverStopsCache } from './driver-stops-cache';

const stop = (trackingId: string): DriverStopRecord => ({
  trackingId,
  statusCode: 30,
  promisedTime: null,
  lat: null,
  lng: null,
  routePosition: 0,
  liveMapMaxStopsBefore: null,
});

/** Driver A carries a1 and a2, B carries b1. */
const ROUTES: Record<string, string[]> = { A: ['a1', 'a2'], B: ['b1'], C: ['c1'] };

function setup(maxDrivers = 100) {
  const clock = { ms: 0 };
  const handlers: { notice?: (notice: ViewNotice) => void; missed?: (lost: 'all') => void } = {};
  const feed = {
    connected: true,
    onNotice: (handler: (notice: ViewNotice) => void) => void (handlers.notice = handler),
    onMissed: (handler: (lost: 'all') => void) => void (handlers.missed = handler),
  };
  const cache = new DriverStopsCache(
    { ...feed, connected: () => feed.connected },
    { maxDrivers, maxAgeMs: 30_000 },
    () => clock.ms,
  );
  const loads: string[] = [];
  const load = async (driverId: string) => {
    loads.push(driverId);
    return (ROUTES[driverId] ?? []).map(stop);
  };
  /** Reads every driver; returns the ones read from the store. */
  const readAll = async (...drivers: string[]) => {
    loads.length = 0;
    for (const driverId of drivers) await cache.read(driverId, load);
    return [...loads];
  };
  return { cache, clock, feed, handlers, load, loads, readAll };
}

describe('DriverStopsCache', () => {
  it('reads a driver once, then keeps its stops', async () => {
    const { cache, load, readAll } = setup();
    expect(await readAll('A', 'A', 'B')).toEqual(['A', 'B']);
    expect((await cache.read('A', load)).map((kept) => kept.trackingId)).toEqual(['a1', 'a2']);
    expect(await readAll('A', 'B')).toEqual([]);
  });

  const drops: [string, OrderChange, string[]][] = [
    ['an order on a route', { kind: 'order', trackingId: 'a1' }, ['A']],
    ['an order joining a driver', { kind: 'order', trackingId: 'x9', driverId: 'B' }, ['B']],
    ['an order on no kept route', { kind: 'order', trackingId: 'x9' }, []],
    ['details of an order (its history): no stop moved', { kind: 'details', trackingId: 'a2' }, []],
    ["a driver's new route", { kind: 'route', driverId: 'B' }, ['B']],
    ['an account switched off', { kind: 'account', accountId: 'acc' }, ['A', 'B']],
    ["an account's details", { kind: 'accountDetails', accountId: 'acc' }, ['A', 'B']],
    ['new arrival windows: no stop moved', { kind: 'etaCalibration' }, []],
    ["a driver's positions", { kind: 'positions', driverId: 'A' }, []],
  ];

  it.each(drops)('a change here: %s drops the drivers it may change', async (_, change, dropped) => {
    const { cache, readAll } = setup();
    await readAll('A', 'B');
    cache.changed(change);
    expect(await readAll('A', 'B')).toEqual(dropped);
  });

  it('drops on the notices of other instances, and everything when notices were missed', async () => {
    const { handlers, readAll } = setup();
    await readAll('A', 'B');
    handlers.notice?.({ drop: 'driver', driverId: 'A' });
    expect(await readAll('A', 'B')).toEqual(['A']);
    handlers.notice?.({ drop: 'order', trackingId: 'b1' });
    expect(await readAll('A', 'B')).toEqual(['B']);
    handlers.notice?.({ drop: 'order', trackingId: 'b1', viewOnly: true });
    handlers.notice?.({ drop: 'all', viewOnly: true });
    expect(await readAll('A', 'B')).toEqual([]);
    handlers.missed?.('all');
    expect(await readAll('A', 'B')).toEqual(['A', 'B']);
  });

  it('does not keep a read a drop overtook, nor anything while notices cannot arrive', async () => {
    const { cache, feed, readAll } = setup();
    let release = () => {};
    const slow = (driverId: string) =>
      new Promise<DriverStopRecord[]>((resolve) => {
        release = () => resolve((ROUTES[driverId] ?? []).map(stop));
      });
    const reading = cache.read('A', slow);
    cache.changed({ kind: 'route', driverId: 'A' });
    release();
    expect((await reading).map((kept) => kept.trackingId)).toEqual(['a1', 'a2']);
    expect(await readAll('A')).toEqual(['A']);

    feed.connected = false;
    expect(await readAll('B', 'B')).toEqual(['B', 'B']);
    expect(cache.size).toBe(1);
  });

  it('reads a driver again once its stops are 30 s old (a write that announced nothing)', async () => {
    const { clock, readAll } = setup();
    await readAll('A');
    clock.ms = 29_999;
    expect(await readAll('A')).toEqual([]);
    clock.ms = 30_000;
    expect(await readAll('A', 'A')).toEqual(['A']);
  });

  it('keeps the most recently read drivers up to its bound', async () => {
    const { cache, readAll } = setup(2);
    await readAll('A', 'B', 'A', 'C');
    expect(cache.size).toBe(2);
    expect(await readAll('A', 'C', 'B')).toEqual(['B']);
    // The forgotten driver's orders no longer point at it: a change of one drops nothing kept.
    cache.changed({ kind: 'order', trackingId: 'a1' });
    expect(await readAll('B', 'C')).toEqual([]);
  });
});
