import { describe, expect, it } from 'vitest';
import type { DriverStopRecord } from './store/order-view-store';
import { stopsBeforeOn } from './stops-before';

const stop = (trackingId: string, routePosition: number | null, statusCode = 80): DriverStopRecord => ({
  trackingId,
  statusCode,
  promisedTime: null,
  lat: null,
  lng: null,
  routePosition,
  liveMapMaxStopsBefore: null,
});

describe('stopsBeforeOn', () => {
  const route = [stop('a', 0), stop('b', 1, 90), stop('c', 2), stop('d', 3), stop('off', null)];
  it.each([
    ['the first stop', 'a', 0],
    ['after a delivered stop, which does not count', 'c', 1],
    ['the last stop', 'd', 2],
    ['an order of the driver off the route', 'off', null],
    ['an order the driver does not carry', 'zzz', null],
  ])('%s', (_name, trackingId, expected) => {
    expect(stopsBeforeOn(route, trackingId)).toBe(expected);
  });

  it('counts by route position, not by list order', () => {
    expect(stopsBeforeOn([stop('late', 5), stop('early', 1)], 'late')).toBe(1);
  });
});
