import { describe, expect, it } from 'vitest';
import { approachTrail, trailMetres } from './approach-trail';

const DOOR = { lat: 55.6761, lng: 12.5683 };
/** A point `metres` north of the door (a degree of latitude is about 111 km). */
const north = (metres: number, at: string) => ({ lat: DOOR.lat + metres / 111_195, lng: DOOR.lng, at });
const DELIVERED = '2026-03-10T12:00:00.000Z';

describe('approachTrail', () => {
  it.each([
    ['no positions', [], []],
    [
      'the stretch within 300 m, oldest first, cut at the first position outside',
      [
        north(50, '2026-03-10T11:59:00.000Z'),
        north(250, '2026-03-10T11:57:00.000Z'),
        north(400, '2026-03-10T11:55:00.000Z'),
        north(100, '2026-03-10T11:50:00.000Z'),
      ],
      [250, 50],
    ],
    [
      'nothing after the delivery',
      [north(20, '2026-03-10T12:01:00.000Z'), north(60, '2026-03-10T11:58:00.000Z')],
      [60],
    ],
    ['nothing from more than 30 minutes before', [north(60, '2026-03-10T11:29:59.000Z')], []],
    [
      'nothing when the newest position is far',
      [north(20, '2026-03-10T11:50:00.000Z'), north(500, '2026-03-10T11:59:00.000Z')],
      [],
    ],
  ])('%s', (_name, positions, metres) => {
    const trail = approachTrail(positions, DOOR, DELIVERED);
    expect(trail.map((point) => Math.round((point.lat - DOOR.lat) * 111_195))).toEqual(metres);
  });
});

describe('trailMetres', () => {
  it.each([
    [[], 0],
    [[north(100, DELIVERED)], 0],
    [[north(250, DELIVERED), north(50, DELIVERED), north(0, DELIVERED)], 250],
  ])('%#: %d m', (trail, metres) => {
    expect(trailMetres(trail)).toBe(metres);
  });
});
