import { haversineMeters } from '@tracking/core';
import { describe, expect, it } from 'vitest';
import { bearingDegrees, measureLine, pointAlong } from './polyline';

const origin = { lat: 55.0, lng: 12.0 };

describe('bearingDegrees', () => {
  it.each([
    ['north', { lat: 55.01, lng: 12.0 }, 0],
    ['east', { lat: 55.0, lng: 12.01 }, 90],
    ['south', { lat: 54.99, lng: 12.0 }, 180],
    ['west', { lat: 55.0, lng: 11.99 }, 270],
  ])('%s', (_name, to, expected) => {
    expect(bearingDegrees(origin, to)).toBeCloseTo(expected, 1);
  });
});

describe('pointAlong', () => {
  // An L: 1.11 km north, then east.
  const corner = { lat: 55.01, lng: 12.0 };
  const end = { lat: 55.01, lng: 12.01 };
  const line = measureLine([origin, corner, end]);
  const firstLeg = haversineMeters(origin, corner);

  it('measures the whole length', () => {
    expect(line.lengthMeters).toBeCloseTo(firstLeg + haversineMeters(corner, end), 6);
  });

  it.each([
    ['the start', 0, origin, 0],
    ['halfway up the first leg', firstLeg / 2, { lat: 55.005, lng: 12.0 }, 0],
    ['round the corner', firstLeg + 1, { lat: 55.01, lng: 12.0 }, 90],
    ['past the end, clamped', 1e9, end, 90],
    ['before the start, clamped', -5, origin, 0],
  ])('%s', (_name, meters, expected, heading) => {
    const point = pointAlong(line, meters);
    expect(point.lat).toBeCloseTo(expected.lat, 4);
    expect(point.lng).toBeCloseTo(expected.lng, 4);
    expect(point.heading).toBeCloseTo(heading, 0);
  });

  it('refuses a line of one point', () => {
    expect(() => measureLine([origin])).toThrow('at least two points');
  });
});
