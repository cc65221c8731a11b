import { describe, expect, it } from 'vitest';
import type { DriverPositionRecord, DriverStopRecord } from './store/order-view-store';
import { routeEstimate } from './route-estimates';

const now = Date.parse('2026-11-21T12:00:00Z');
const KM = 0.0089932; // degrees of latitude in a kilometre
const MIN = 60_000;
const at = (msAgo: number) => new Date(now - msAgo).toISOString();
/** A driver going north at 26 km/h (1.3 km of road per straight km takes 3 minutes), newest first. */
const positions: DriverPositionRecord[] = Array.from({ length: 10 }, (_, i) => ({
  lat: 55 - (i * 10 * 26) / 3600 / 111.195,
  lng: 12,
  heading: 0,
  speed: null,
  at: at(i * 10_000),
}));
const stop = (
  trackingId: string,
  km: number | null,
  more: Partial<DriverStopRecord> = {},
): DriverStopRecord => ({
  trackingId,
  statusCode: 80,
  promisedTime: at(0),
  lat: km === null ? null : 55 + km * KM,
  lng: km === null ? null : 12,
  routePosition: 0,
  liveMapMaxStopsBefore: null,
  ...more,
});

function minutes(estimate: ReturnType<typeof routeEstimate>) {
  return estimate?.stops.map((s) => [s.trackingId, s.stopsBefore, Math.round((s.arrivalMs - now) / 1000)]);
}

describe('routeEstimate', () => {
  it('is undefined before the first position', () => {
    expect(routeEstimate([stop('a', 1)], [], now)).toBeUndefined();
  });

  it('estimates in route order with the learned speed and a service time per stop before', () => {
    const stops = [stop('b', 2, { routePosition: 1 }), stop('a', 1, { routePosition: 0 })];
    const estimate = routeEstimate(stops, positions, now);
    expect(estimate?.speedKmh).toBeCloseTo(26, 1);
    expect(minutes(estimate)).toEqual([
      ['a', 0, 180],
      ['b', 1, 540],
    ]);
    expect(estimate?.driverLocation).toEqual({ lat: 55, lng: 12, heading: 0, at: at(0) });
  });

  it('gives timeDiff against each promised time, and none without one', () => {
    const stops = [
      stop('a', 1, { promisedTime: at(-10 * MIN) }),
      stop('b', 2, { promisedTime: null, routePosition: 1 }),
    ];
    const [a, b] = routeEstimate(stops, positions, now)?.stops ?? [];
    expect(Math.round((a?.timeDiffMs ?? 0) / 1000)).toBe(180 - 600);
    expect(b?.timeDiffMs).toBeUndefined();
  });

  it('bounds timeDiff to a week either way', () => {
    const [a] =
      routeEstimate([stop('a', 1, { promisedTime: at(30 * 24 * 60 * MIN) })], positions, now)?.stops ?? [];
    expect(a?.timeDiffMs).toBe(7 * 24 * 60 * MIN);
  });

  it('skips finished stops: they are neither estimated nor counted before', () => {
    const stops = [stop('done', 0.5, { statusCode: 90 }), stop('a', 1, { routePosition: 1 })];
    expect(minutes(routeEstimate(stops, positions, now))).toEqual([['a', 0, 180]]);
  });

  it('counts a stop without coordinates (service time) without adding distance', () => {
    const stops = [stop('blank', null), stop('a', 1, { routePosition: 1 })];
    expect(minutes(routeEstimate(stops, positions, now))).toEqual([
      ['blank', 0, 0],
      ['a', 1, 180 + 180],
    ]);
  });

  it('estimates an order of the driver that is not on the route as a direct trip, without stops before', () => {
    const stops = [stop('a', 1), stop('loose', 2, { routePosition: null })];
    expect(minutes(routeEstimate(stops, positions, now))).toEqual([
      ['a', 0, 180],
      ['loose', null, 360],
    ]);
  });
});
