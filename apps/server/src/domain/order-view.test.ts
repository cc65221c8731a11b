import { describe, expect, it } from 'vitest';
import { driverLocationFrom, stopsBefore } from './order-view';

const stop = (trackingId: string, statusCode: number) => ({ trackingId, statusCode, eta: null });

describe('stopsBefore', () => {
  it.each([
    ['first on the route', [stop('me', 81), stop('b', 81)], 0],
    ['third, both before still to do', [stop('a', 81), stop('b', 80), stop('me', 81)], 2],
    [
      'delivered and failed stops before do not count',
      [stop('a', 90), stop('b', 92), stop('c', 81), stop('me', 81)],
      1,
    ],
    ['not on the route', [stop('a', 81)], null],
    ['an empty route', [], null],
  ])('%s -> %s', (_name, route, expected) => {
    expect(stopsBefore(route, 'me')).toBe(expected);
  });
});

describe('driverLocationFrom', () => {
  it('relays the position as ingested, leaving out an unknown heading', () => {
    const at = '2026-03-10T12:00:00.000Z';
    expect(driverLocationFrom({ lat: 55.1234567, lng: 12.7654321, heading: null, speed: 3, at })).toEqual({
      lat: 55.1234567,
      lng: 12.7654321,
      at,
    });
    expect(driverLocationFrom({ lat: 1, lng: 2, heading: 0, speed: null, at })).toEqual({
      lat: 1,
      lng: 2,
      heading: 0,
      at,
    });
  });
});
