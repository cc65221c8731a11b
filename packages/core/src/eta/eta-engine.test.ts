import { describe, expect, it } from 'vitest';
import {
  ETA_DEFAULTS,
  estimateStop,
  estimateStops,
  haversineMeters,
  learnedSpeedKmh,
  roadMeters,
  timeDiffMs,
  type TimedPoint,
} from './eta-engine';

const METERS_PER_DEGREE = (2 * Math.PI * 6_371_008.8) / 360;
const MIN = 60_000;
const now = Date.parse('2026-11-21T12:00:00Z');
const origin = { lat: 55.6761, lng: 12.5683 };
/** A point this many metres north of the origin. */
const north = (meters: number) => ({ lat: origin.lat + meters / METERS_PER_DEGREE, lng: origin.lng });
/** A driver heading north at a steady speed, one position every step, ending now. */
function drive(kmh: number, count: number, stepMs = 10_000): TimedPoint[] {
  const metersPerStep = (kmh / 3.6) * (stepMs / 1000);
  return Array.from({ length: count }, (_, i) => ({
    ...north(i * metersPerStep),
    atMs: now - (count - 1 - i) * stepMs,
  }));
}

describe('haversineMeters', () => {
  it.each([
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, METERS_PER_DEGREE, 1],
    ['one degree of longitude at the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, METERS_PER_DEGREE, 1],
    ['London to Paris', { lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 }, 343_500, 1000],
    ['the same point', origin, origin, 0, 0],
  ])('%s', (_name, a, b, expected, tolerance) => {
    expect(Math.abs(haversineMeters(a, b) - expected)).toBeLessThanOrEqual(tolerance);
  });

  it('is symmetric', () => {
    expect(haversineMeters(origin, north(500))).toBeCloseTo(haversineMeters(north(500), origin), 6);
  });
});

describe('roadMeters', () => {
  it('stretches the straight line by the urban road factor', () => {
    expect(roadMeters(origin, north(1000))).toBeCloseTo(1300, 0);
    expect(roadMeters(origin, north(1000), { roadFactor: 1 })).toBeCloseTo(1000, 0);
  });
});

describe('learnedSpeedKmh', () => {
  it.each([
    ['no positions', [], ETA_DEFAULTS.defaultSpeedKmh],
    ['one position', drive(30, 1), ETA_DEFAULTS.defaultSpeedKmh],
    ['steady 30 km/h', drive(30, 12), 30],
    ['steady 40 km/h', drive(40, 12), 40],
    ['crawling at 4 km/h is bounded to the minimum', drive(4, 20, 30_000), ETA_DEFAULTS.minSpeedKmh],
    ['reports every 2 s of 11 m each add up', drive(20, 60, 2000), 20],
    ['creeping at 2 km/h counts as standing', drive(2, 20, 30_000), ETA_DEFAULTS.defaultSpeedKmh],
    ['100 km/h is bounded to the maximum', drive(100, 12), ETA_DEFAULTS.maxSpeedKmh],
    ['only 20 s of movement is too little to trust', drive(30, 3), ETA_DEFAULTS.defaultSpeedKmh],
  ])('%s -> %d km/h', (_name, positions, expected) => {
    expect(learnedSpeedKmh(positions, now)).toBeCloseTo(expected, 6);
  });

  it('ignores time standing at a door, so a stop does not slow the estimate of the driving', () => {
    const before = drive(30, 7).map((p) => ({ ...p, atMs: p.atMs - 5 * MIN }));
    const last = before.at(-1) as TimedPoint;
    const standing = [1, 2, 3, 4].map((i) => ({ ...last, atMs: last.atMs + i * MIN }));
    expect(learnedSpeedKmh([...before, ...standing], now)).toBeCloseTo(30, 6);
  });

  it('ignores GPS jitter of a standing driver', () => {
    const jitter = Array.from({ length: 30 }, (_, i) => ({
      ...north(i % 2 === 0 ? 0 : 8),
      atMs: now - i * 10_000,
    }));
    expect(learnedSpeedKmh(jitter, now)).toBe(ETA_DEFAULTS.defaultSpeedKmh);
  });

  it('ignores a GPS jump', () => {
    const positions = drive(30, 12);
    positions.splice(6, 0, { ...north(5000), atMs: (positions[5] as TimedPoint).atMs + 1000 });
    expect(learnedSpeedKmh(positions, now)).toBeCloseTo(30, 6);
  });

  it('forgets positions older than the window and ignores ones from the future', () => {
    const old = drive(50, 12).map((p) => ({ ...p, atMs: p.atMs - 30 * MIN }));
    const future = drive(50, 12).map((p) => ({ ...p, atMs: p.atMs + 30 * MIN }));
    expect(learnedSpeedKmh([...old, ...future, ...drive(20, 12)], now)).toBeCloseTo(20, 6);
  });

  it('does not depend on the order positions arrive in', () => {
    expect(learnedSpeedKmh(drive(30, 12).reverse(), now)).toBeCloseTo(30, 6);
  });
});

describe('estimateStops', () => {
  // 26 km/h over 1 km straight = 1.3 km of road = 3 minutes.
  const speed = 26;
  const stops = [
    { id: 'a', ...north(1000) },
    { id: 'b', ...north(2000) },
    { id: 'c', ...north(3000) },
  ];

  it('adds the road distance of each leg and the service time of every stop before', () => {
    const estimates = estimateStops(origin, stops, speed, now);
    expect(estimates.map((e) => [e.id, e.stopsBefore, Math.round((e.arrivalMs - now) / 1000)])).toEqual([
      ['a', 0, 180],
      ['b', 1, 180 * 2 + 180],
      ['c', 2, 180 * 3 + 180 * 2],
    ]);
    expect(estimates[2]?.distanceMeters).toBeCloseTo(3900, 0);
  });

  it('follows route order, not distance: a stop behind the driver but next on the route comes first', () => {
    const route = [
      { id: 'ahead', ...north(1000) },
      { id: 'behind', ...north(-1000) },
    ];
    const [, behind] = estimateStops(origin, route, speed, now);
    expect(behind).toMatchObject({ id: 'behind', stopsBefore: 1 });
    // 1 km out, 2 km back, one service time in between.
    expect(Math.round(((behind?.arrivalMs ?? 0) - now) / 1000)).toBe(180 + 360 + 180);
  });

  it('is empty without stops and deterministic given now', () => {
    expect(estimateStops(origin, [], speed, now)).toEqual([]);
    expect(estimateStops(origin, stops, speed, now)).toEqual(estimateStops(origin, stops, speed, now));
  });
});

describe('estimateStop', () => {
  const stops = [
    { id: 'a', ...north(1000) },
    { id: 'b', ...north(2000) },
  ];

  it('gives the target stop with how many stops come before it', () => {
    expect(estimateStop(origin, stops, 'b', 26, now)).toMatchObject({ id: 'b', stopsBefore: 1 });
  });

  it('is undefined for a stop that is not on the remaining route', () => {
    expect(estimateStop(origin, stops, 'z', 26, now)).toBeUndefined();
  });
});

describe('timeDiffMs', () => {
  it.each([
    ['late by ten minutes', now + 10 * MIN, '2026-11-21T12:00:00Z', 10 * MIN],
    ['early by five minutes', now - 5 * MIN, '2026-11-21T12:00:00.000Z', -5 * MIN],
    ['on time', now, new Date(now), 0],
  ])('%s', (_name, arrival, promised, expected) => {
    expect(timeDiffMs(arrival, promised)).toBe(expected);
  });
});
