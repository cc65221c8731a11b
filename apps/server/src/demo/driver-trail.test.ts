import { describe, expect, it } from 'vitest';
import { bearing, trailTowards } from './driver-trail';

describe('bearing', () => {
  it.each([
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 0],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 90],
    [{ lat: 0, lng: 0 }, { lat: -1, lng: 0 }, 180],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: -1 }, 270],
  ])('from %j to %j is %i degrees', (from, to, expected) => {
    expect(bearing(from, to)).toBe(expected);
  });
});

describe('trailTowards', () => {
  it('starts at the start and stops the given share of the way, every point heading there', () => {
    const trail = trailTowards({ lat: 51.55, lng: -0.16 }, { lat: 51.53, lng: -0.14 }, 5, 0.5);
    expect(trail).toHaveLength(5);
    expect(trail[0]).toMatchObject({ lat: 51.55, lng: -0.16 });
    expect(trail[4]).toMatchObject({ lat: 51.54, lng: -0.15 });
    expect(new Set(trail.map((point) => point.heading)).size).toBe(1);
  });
});
